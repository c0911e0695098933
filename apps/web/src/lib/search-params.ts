import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * Our query values (`next`, `token`) come from links the server builds, so they are read as
 * plain text. The router's default JSON-parses values: a hex token such as "1e52" would
 * turn into a number and lose its digits.
 */
export const parseSearch = parseSearchWith((value) => value);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * A search value as text. The query-string decoder still turns "123" into 123 or "true"
 * into true, but only when the round trip is exact, so String() restores the original.
 */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
