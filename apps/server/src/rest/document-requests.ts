import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { allowEmptyJsonBody } from '../http/empty-json-body';

type IdParams = { Params: { id: string } };
type ItemParams = { Params: { id: string; itemId: string } };

/** Issue 19: the staff side of a document request's checklist (the same tRPC procedures). */
export async function documentRequestRoutes(app: FastifyInstance, restDeps: RestDeps) {
  allowEmptyJsonBody(app);

  app.get<IdParams>('/api/admin/applications/:id/document-request', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.documentRequests.get({ applicationId: request.params.id }),
    ),
  );

  app.post<IdParams>('/api/admin/applications/:id/document-request/items', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(
      request,
      reply,
      restDeps,
      (c) =>
        c.admin.documentRequests.addItem(untrusted({ ...body, applicationId: request.params.id })),
      201,
    );
  });

  app.post<ItemParams>(
    '/api/admin/applications/:id/document-request/items/:itemId/satisfy',
    (request, reply) =>
      sendProcedure(request, reply, restDeps, (c) =>
        c.admin.documentRequests.satisfyItem({
          applicationId: request.params.id,
          itemId: request.params.itemId,
        }),
      ),
  );
}
