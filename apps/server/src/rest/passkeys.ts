import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/**
 * Passkeys (issue 17): thin doors onto auth.passkeys. Every POST and DELETE passes the
 * same-origin check of the security plugin, as all state-changing paths do.
 */
export async function passkeyRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.post('/api/auth/passkeys/registration/options', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.passkeys.registrationOptions()),
  );

  app.post('/api/auth/passkeys/registration/verify', (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.auth.passkeys.registrationVerify(untrusted(request.body)),
      201,
    ),
  );

  app.post('/api/auth/passkeys/authentication/options', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.passkeys.authenticationOptions()),
  );

  app.post('/api/auth/passkeys/authentication/verify', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.auth.passkeys.authenticationVerify(untrusted(request.body)),
    ),
  );

  // Step-up by passkey (a full session refreshes its second-factor time; decision 023).
  app.post('/api/auth/passkeys/step-up/options', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.passkeys.stepUpOptions()),
  );

  app.post('/api/auth/passkeys/step-up/verify', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.auth.passkeys.stepUpVerify(untrusted(request.body)),
    ),
  );

  app.get('/api/auth/passkeys', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.passkeys.list()),
  );

  app.delete<{ Params: { id: string } }>('/api/auth/passkeys/:id', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.auth.passkeys.remove(untrusted({ id: request.params.id })),
    ),
  );
}
