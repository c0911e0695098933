import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { allowEmptyJsonBody } from '../http/empty-json-body';
import { withIdempotencyKey } from '../http/idempotency-key';

type IdParams = { Params: { id: string } };

/** Spec part 7, "Messages and conversations" (the chat) and "Admin" (conversations). */
export async function conversationRoutes(app: FastifyInstance, restDeps: RestDeps) {
  allowEmptyJsonBody(app);

  app.get('/api/conversations', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.conversations.mine()),
  );

  app.get<IdParams & { Querystring: { includeAll?: string } }>(
    '/api/conversations/:id',
    (request, reply) =>
      sendProcedure(request, reply, restDeps, (c) =>
        c.conversations.get({
          id: request.params.id,
          includeAll: request.query.includeAll === 'true',
        }),
      ),
  );

  app.post('/api/conversations', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.conversations.start(untrusted(request.body)),
      201,
    ),
  );

  app.post<IdParams>('/api/conversations/:id/messages', (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    return sendProcedure(
      request,
      reply,
      restDeps,
      (c) =>
        c.conversations.send(
          untrusted({
            ...withIdempotencyKey(request, body),
            conversationId: request.params.id,
          }),
        ),
      201,
    );
  });

  app.post<IdParams>('/api/conversations/:id/mark-read', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.conversations.markRead({ conversationId: request.params.id }),
    ),
  );

  app.get('/api/admin/conversations', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.conversations.list(untrusted(request.query)),
    ),
  );

  app.post('/api/admin/conversations', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.admin.conversations.start(untrusted(request.body)),
      201,
    ),
  );
}
