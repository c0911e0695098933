/*
 * Money and rates as the app writes them: the rule lives in @advance/contracts (the server
 * writes the prerendered pages' figures with it). Apart from the dates (format.ts, which
 * needs date-fns) so the public pages, which show only money, do not ship a date library.
 */
import { formatUsd } from '@advance/contracts';

export { formatApr, formatUsd } from '@advance/contracts';

/** The server keeps money in integer cents (DESIGN §4.2). */
export function formatCents(cents: number, localeTag = 'en-US'): string {
  return formatUsd(cents / 100, localeTag);
}
