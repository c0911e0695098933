/** The encodings a build precompresses, best first: brotli is ~15-20 % smaller than gzip. */
export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Encoding name (lower case) → q-value, from an Accept-Encoding header. */
function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value.trim());
      // A malformed weight refuses the coding rather than guessing it was wanted.
      q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
    }
    // "x-gzip" is gzip (RFC 9110 §8.4.1.3).
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  return weights;
}

/**
 * RFC 9110 §12.5.3: picks the coding the client weighs highest among those on hand (a tie
 * goes to the smaller one: br, then gzip, then identity), honouring `q=0` refusals and `*`. No header means identity; a
 * header that refuses every coding on hand gets identity too (the RFC allows ignoring
 * the header instead of answering 406, and a page is better than an error).
 */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding {
  if (!header) return 'identity';
  const weights = parseWeights(header);
  const star = weights.get('*');
  // Identity is acceptable unless refused (explicitly or by "*;q=0"), at the lowest weight
  // the client gave anything, as the `negotiator` package reads it: `gzip;q=0.5` still
  // prefers gzip to the uncompressed bytes.
  let implicitIdentity = 1;
  for (const q of weights.values()) if (q > 0 && q < implicitIdentity) implicitIdentity = q;
  const weightOf = (encoding: Encoding): number => {
    const explicit = weights.get(encoding);
    if (explicit !== undefined) return explicit;
    if (star !== undefined) return star;
    return encoding === 'identity' ? implicitIdentity : 0;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (encoding !== 'identity' && !available.has(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
