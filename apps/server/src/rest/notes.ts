import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

type IdParams = { Params: { id: string } };

/**
 * Issue 19, private staff notes on an application: thin doors onto admin.notes.*, so the
 * staff-only rule and the own-application refusal live in one place.
 */
export async function noteRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get<IdParams>('/api/admin/applications/:id/notes', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.notes.list({ applicationId: request.params.id }),
    ),
  );

  app.post<IdParams>('/api/admin/applications/:id/notes', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.admin.notes.add(untrusted({ ...body, applicationId: request.params.id })),
      201,
    );
  });
}
