import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { allowEmptyJsonBody } from '../http/empty-json-body';

type IdParams = { Params: { id: string } };

/**
 * Issue 17, the account's security paths: the caller's sessions, changing the password,
 * and the super admin's disable / re-enable. Thin doors onto the same procedures the SPA
 * calls, so checks and errors live in one place.
 */
export async function accountRoutes(app: FastifyInstance, restDeps: RestDeps) {
  // "Sign out everywhere else" has no body, yet clients send it as JSON.
  allowEmptyJsonBody(app);

  app.get('/api/auth/sessions', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.sessions.list()),
  );

  app.delete<IdParams>('/api/auth/sessions/:id', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.auth.sessions.revoke(untrusted({ id: request.params.id })),
    );
    if (result.ok) return reply.code(204).send();
  });

  app.post('/api/auth/sessions/revoke-others', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.sessions.revokeOthers()),
  );

  app.post('/api/auth/change-password', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.changePassword(untrusted(request.body))),
  );

  // Issue 19: the caller's own e-mail settings.
  app.get('/api/account/email-preferences', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.account.emailPreferences()),
  );

  app.patch('/api/account/email-preferences', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.account.setEmailPreferences(untrusted(request.body)),
    ),
  );

  // Issue 20: the caller's own language ({ "locale": "en" | "es" }).
  app.put('/api/account/locale', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.account.setLocale(untrusted(request.body))),
  );

  app.patch<IdParams>('/api/admin/users/:id/status', async (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.users.setStatus(untrusted({ ...body, id: request.params.id })),
    );
    if (result.ok) return reply.send(result.value.user);
  });
}
