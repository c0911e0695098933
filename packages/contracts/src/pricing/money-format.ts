/*
 * Money and rates as the product writes them, for the web app and for the figures the
 * server fills into prerendered pages: one rule, so both write the same strings.
 */

// Built on first use, not when the module loads: a page's first Intl call sets up ICU data
// (40-150 ms on a throttled phone), which must not sit in the start-up path of pages that
// never format money in the browser (the prerendered pages carry their figures as text).
type MoneyFormatters = { wholeDollars: Intl.NumberFormat; withCents: Intl.NumberFormat };
const formatters = new Map<string, MoneyFormatters>();
const moneyFormatters = (localeTag: string): MoneyFormatters => {
  let found = formatters.get(localeTag);
  if (!found) {
    found = {
      wholeDollars: new Intl.NumberFormat(localeTag, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      withCents: new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD' }),
    };
    formatters.set(localeTag, found);
  }
  return found;
};

/**
 * "$5,000" for whole dollars, "$15.50" otherwise. `localeTag` is a BCP 47 tag from
 * LOCALE_TAGS (issue 20); US English when left out, so every existing caller is unchanged.
 */
export function formatUsd(dollars: number, localeTag = 'en-US'): string {
  const { wholeDollars, withCents } = moneyFormatters(localeTag);
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** An APR as the disclosure shows it: two decimals and a percent sign ("37.63%"). */
export function formatApr(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
