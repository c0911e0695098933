/*
 * Money and rates as the app writes them. Apart from the dates (format.ts, which needs
 * date-fns) so the public pages, which show only money, do not ship a date library.
 */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$5,000" for whole dollars, "$15.50" otherwise. */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** The server keeps money in integer cents (DESIGN §4.2). */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** An APR as the disclosure shows it: two decimals and a percent sign ("37.63%"). */
export function formatApr(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
