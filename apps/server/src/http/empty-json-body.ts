import type { FastifyInstance } from 'fastify';

/**
 * Spec part 7 calls some POSTs with an "empty body", and clients often still send
 * `Content-Type: application/json`; Fastify refuses that as invalid JSON. Inside the
 * calling plugin only, an empty JSON body is read as "no body".
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new SyntaxError('Invalid JSON body'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
