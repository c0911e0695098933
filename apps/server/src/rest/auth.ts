import { authMessages, safeNextPath } from '@advance/contracts';
import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/** Spec part 7, "Session and accounts": thin doors onto the auth procedures. */
export async function authRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get('/api/auth/user', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) => c.auth.me());
    if (!result.ok) return;
    if (!result.value) return reply.code(401).send({ message: authMessages.notSignedIn });
    return reply.send(result.value);
  });

  // A staff password alone opens a partial session (decision 021): the body says what is
  // still owed, and for the code step it names nobody (`{ mfaRequired: true }`).
  app.post('/api/login', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.auth.login(untrusted(request.body)),
    );
    if (!result.ok) return;
    const { user, stage } = result.value;
    if (stage === 'second_factor') return reply.send({ mfaRequired: true });
    if (stage === 'setup_second_factor') return reply.send({ user, mfaSetupRequired: true });
    return reply.send({ user });
  });

  // A browser navigation to /api/login (spec part 6's redirect) lands on the sign-in page.
  app.get<{ Querystring: { next?: string } }>('/api/login', async (request, reply) => {
    const next = safeNextPath(request.query.next);
    const target = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
    return reply.redirect(target, 302);
  });

  app.post('/api/logout', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.logout()),
  );

  // The one GET that changes state (docs/architecture.md §5): it only ends the caller's own session,
  // and the SameSite=Lax cookie is not sent on cross-site subresource requests.
  app.get('/api/logout', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) => c.auth.logout());
    if (result.ok) return reply.redirect('/', 302);
  });

  app.post('/api/create-account', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.auth.createAccount(untrusted(request.body)),
      201,
    ),
  );

  app.get<{ Querystring: { email?: string } }>('/api/user-by-email', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.auth.userByEmail(untrusted({ email: request.query.email })),
    ),
  );

  app.post('/api/forgot-password', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.forgotPassword(untrusted(request.body))),
  );

  app.post('/api/reset-password', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.resetPassword(untrusted(request.body))),
  );
}
