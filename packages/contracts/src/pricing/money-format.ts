/*
 * Money and rates as the product writes them, for the web app and for the figures the
 * server fills into prerendered pages: one rule, so both write the same strings.
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

/** An APR as the disclosure shows it: two decimals and a percent sign ("37.63%"). */
export function formatApr(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
