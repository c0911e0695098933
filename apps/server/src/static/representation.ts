import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './accept-encoding';

/** One encoding of a resource, held in memory: a web build is a few megabytes. */
export interface Representation {
  body: Buffer;
  /** Strong validator of these exact bytes: each encoding has its own (RFC 9110 §8.8.3). */
  etag: string;
}

/** A resource as the server answers it: its type and every encoding on hand. */
export interface Resource {
  contentType: string;
  cacheControl: string;
  encodings: Partial<Record<Encoding, Representation>> & { identity: Representation };
}

export const representationOf = (body: Buffer): Representation => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its own headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Compresses content the server makes itself (pages with today's figures, files with the
 * origin filled in), like the build does: brotli at its best quality, gzip 9, each kept only
 * when smaller. zlib runs on the thread pool, so the event loop stays free meanwhile.
 */
export async function encodeText(
  body: Buffer,
): Promise<Partial<Record<Encoding, Representation>> & { identity: Representation }> {
  const identity = representationOf(body);
  if (body.length < MIN_COMPRESS_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    identity,
    ...(br.length < body.length && { br: representationOf(br) }),
    ...(gz.length < body.length && { gzip: representationOf(gz) }),
  };
}
