import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

type IdParams = { Params: { id: string } };

/**
 * Issue 21, personal API tokens: the owner's create, list and revoke, and the super admin's
 * list and revoke of anyone's. Thin doors onto the auth.tokens and admin.tokens procedures.
 */
export async function apiTokenRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.post('/api/auth/tokens', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.auth.tokens.create(untrusted(request.body)),
      201,
    ),
  );

  app.get('/api/auth/tokens', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.tokens.list()),
  );

  app.delete<IdParams>('/api/auth/tokens/:id', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.auth.tokens.revoke(untrusted({ id: request.params.id })),
    );
    if (result.ok) return reply.code(204).send();
  });

  app.get('/api/admin/tokens', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.tokens.list()),
  );

  app.delete<IdParams>('/api/admin/tokens/:id', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.tokens.revoke(untrusted({ id: request.params.id })),
    );
    if (result.ok) return reply.code(204).send();
  });
}
