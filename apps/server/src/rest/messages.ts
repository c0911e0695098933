import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { withIdempotencyKey } from '../http/idempotency-key';

type IdParams = { Params: { id: string } };

/** Spec part 7, "Messages and conversations" (Message Center) and "Admin" (messages, broadcast). */
export async function messageRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get('/api/messages', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.messages.inbox()),
  );

  app.get<IdParams>('/api/messages/:id', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.messages.get({ id: request.params.id })),
  );

  app.post<IdParams>('/api/messages/:id/replies', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(
      request,
      reply,
      restDeps,
      (c) =>
        c.messages.reply(
          untrusted({ ...withIdempotencyKey(request, body), messageId: request.params.id }),
        ),
      201,
    );
  });

  app.get('/api/admin/messages', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.messages.list(untrusted(request.query))),
  );

  app.get<IdParams>('/api/admin/messages/:id', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.messages.get({ id: request.params.id })),
  );

  // Issue 19: `{ count }` a broadcast to `?status=` (absent: every customer) would reach now.
  app.get('/api/admin/messages/broadcast/audience', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.broadcastAudienceCount(untrusted(request.query)),
    ),
  );

  // `{ title, content, priority?, audience?: { status? } }`.
  app.post('/api/admin/messages/broadcast', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.admin.messages.broadcast(untrusted(request.body)),
      201,
    ),
  );
}
