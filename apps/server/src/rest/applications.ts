import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/** Spec part 7, "Applications". */
export async function applicationRoutes(app: FastifyInstance, restDeps: RestDeps) {
  // Idempotency-Key (docs/architecture.md §5): the same key and body answer with the first result.
  app.post('/api/applications', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header.trim() ? header.trim() : undefined;
    const body = untrusted(request.body) as Record<string, unknown>;
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.applications.submit(untrusted({ ...body, ...(idempotencyKey && { idempotencyKey }) })),
    );
    if (!result.ok) return;
    return reply.code(result.value.created ? 201 : 200).send(result.value.application);
  });

  app.get('/api/applications', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.applications.mine()),
  );
}
