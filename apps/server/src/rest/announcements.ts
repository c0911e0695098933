import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

type IdParams = { Params: { id: string } };

/** Spec part 7, "Admin" (announcements), and the banner read path for signed-in users. */
export async function announcementRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get('/api/announcements', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.announcements.active()),
  );

  app.get('/api/admin/announcements', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.announcements.list(untrusted(request.query)),
    ),
  );

  app.post('/api/admin/announcements', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.admin.announcements.create(untrusted(request.body)),
      201,
    ),
  );

  /** The active toggle: `{ isActive }`. */
  app.patch<IdParams>('/api/admin/announcements/:id', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(request, reply, restDeps, (c) =>
      c.admin.announcements.setActive(untrusted({ ...body, id: request.params.id })),
    );
  });
}
