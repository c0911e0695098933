import type { FastifyRequest } from 'fastify';

/**
 * The `Idempotency-Key` header (docs/architecture.md §5, docs/decisions/012) as an input field for a
 * procedure: its schema checks it like any other input. A body's own field is overridden.
 */
export function withIdempotencyKey(request: FastifyRequest, body: Record<string, unknown>) {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  return key ? { ...body, idempotencyKey: key } : body;
}
