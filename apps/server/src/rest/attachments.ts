import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { allowEmptyJsonBody } from '../http/empty-json-body';

type IdParams = { Params: { id: string } };

/** Spec part 7, "Applications" (attachments), "Files" and "Admin" (attachments). */
export async function attachmentRoutes(app: FastifyInstance, restDeps: RestDeps) {
  allowEmptyJsonBody(app);

  app.post('/api/attachments/upload', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.attachments.requestUpload()),
  );

  app.post('/api/objects/upload', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.attachments.requestUpload()),
  );

  app.get<IdParams>('/api/applications/:id/attachments', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.attachments.list({ applicationId: request.params.id }),
    ),
  );

  app.post<IdParams>('/api/applications/:id/attachments', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.attachments.attach(untrusted({ ...body, applicationId: request.params.id })),
      201,
    );
  });

  app.patch<IdParams>('/api/admin/attachments/:id/visibility', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(request, reply, restDeps, (c) =>
      c.admin.attachments.setVisibility(untrusted({ ...body, id: request.params.id })),
    );
  });

  app.delete<IdParams>('/api/admin/attachments/:id', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.attachments.delete({ id: request.params.id }),
    );
    if (result.ok) return reply.code(204).send();
  });
}
