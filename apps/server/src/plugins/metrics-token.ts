import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the Authorization header is `Bearer <expected>`. Both sides are hashed first so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
