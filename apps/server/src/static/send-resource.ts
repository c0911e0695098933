import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from './accept-encoding';
import type { Resource } from './representation';

/** If-None-Match against our strong tag, by weak comparison (RFC 9110 §13.1.2). */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends one resource in the encoding the request prefers, with its length, type, caching
 * rule and validator; a 304 when the client already holds these bytes. HEAD gets the same
 * headers and Node drops the body.
 */
export function sendResource(
  request: FastifyRequest,
  reply: FastifyReply,
  resource: Resource,
  status: 200 | 404,
  vary: readonly string[],
  contentLanguage?: string,
): FastifyReply {
  const available = new Set(Object.keys(resource.encodings) as Encoding[]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const representation = resource.encodings[encoding] ?? resource.encodings.identity;
  const varyOn = available.size > 1 ? ['Accept-Encoding', ...vary] : vary;

  reply.header('cache-control', resource.cacheControl).header('etag', representation.etag);
  if (varyOn.length > 0) reply.header('vary', varyOn.join(', '));
  if (contentLanguage) reply.header('content-language', contentLanguage);
  if (status === 200 && matchesETag(request.headers['if-none-match'], representation.etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(status)
    .type(resource.contentType)
    .header('content-length', representation.body.length)
    .send(representation.body);
}
