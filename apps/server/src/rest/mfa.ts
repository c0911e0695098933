import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/** Issue 17, the staff second factor: thin doors onto auth.mfa.* (decision 021). */
export async function mfaRoutes(app: FastifyInstance, restDeps: RestDeps) {
  // `{ code }` or `{ recoveryCode }`: completes a partial sign-in, or steps up a full session.
  app.post('/api/auth/mfa/verify', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.mfa.verify(untrusted(request.body))),
  );

  app.post('/api/auth/mfa/totp/setup', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.mfa.setupTotp()),
  );

  app.post('/api/auth/mfa/totp/confirm', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.mfa.confirmTotp(untrusted(request.body))),
  );

  app.post('/api/auth/mfa/recovery-codes', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.auth.mfa.regenerateRecoveryCodes()),
  );
}
