import { extname } from 'node:path';

/**
 * The types a web build contains. A small fixed table, not a mime database: an unknown
 * extension is served as bytes, which browsers never run or render.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (file: string): string =>
  TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Text formats: the ones worth compressing and the ones a placeholder may sit in. */
export const isTextType = (contentType: string): boolean =>
  contentType.startsWith('text/') ||
  contentType.startsWith('application/json') ||
  contentType.startsWith('application/manifest+json') ||
  contentType.startsWith('application/xml') ||
  contentType === 'image/svg+xml';
