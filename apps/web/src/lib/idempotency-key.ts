/**
 * A random key that lets the server recognise a repeated submission (double click, retry
 * after a lost response) and answer it with the first result (DESIGN.md §5).
 * `crypto.randomUUID` exists only in secure contexts; a plain-HTTP preview on a LAN
 * address still has `getRandomValues`, so the key is built from that there.
 */
export function newIdempotencyKey(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & {
    randomUUID?: () => string;
  } = globalThis.crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
