/**
 * The figures the public pages state (issue 15), as the exact strings shown. The pages are
 * prerendered at build time with a `%%fig:<name>%%` placeholder for each figure; the server
 * fills them in for today's New York date and the browser renders the same strings from the
 * same function, so the page it hydrates reads the same before and after.
 */
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import { marketing } from '../marketing';
import { type IsoDate, isIsoDate, nextBenefitDates } from './calendar';
import { formatApr, formatUsd } from './money-format';
import { feeSchedule, quoteAdvance, representativeAprRange } from './quote';

/** Every figure a public page may ask for, by name (letters only: safe in any placeholder). */
export const publicFigureNames = [
  'exampleAmount',
  'exampleFee',
  'exampleAmountReceived',
  'exampleTotalOfPayments',
  'exampleApr',
  'exampleDueDate',
  'exampleNextBenefitDate',
  'exampleDueDateEs',
  'exampleNextBenefitDateEs',
  'aprRangeMin',
  'aprRangeMax',
  'feePercent',
] as const;

export type PublicFigureName = (typeof publicFigureNames)[number];
export type PublicFigures = Readonly<Record<PublicFigureName, string>>;

/** What the prerendered page holds where a figure goes: `%%fig:exampleApr%%`. */
export function figurePlaceholder(name: PublicFigureName): string {
  return `%%fig:${name}%%`;
}

/** Every figure as its placeholder: what the build renders the public pages with. */
export function publicFigurePlaceholders(): PublicFigures {
  return Object.fromEntries(
    publicFigureNames.map((name) => [name, figurePlaceholder(name)]),
  ) as Record<PublicFigureName, string>;
}

/**
 * The figures for `today` (yyyy-mm-dd, the business day in New York: `todayInNewYork()`):
 * the landing page's example advance quoted today on the example's schedule, its next
 * benefit date, and the representative APR range. Formatted as the web app formats money
 * ("$5,000", "$15.50"), APRs ("37.63%") and dates ("Dec 03, 2024"); each date also in es-US
 * ("18 dic 2024", the `…Es` figures) for the Spanish pages (`figuresInLocale`). Throws a
 * RangeError for a date that is not yyyy-mm-dd.
 */
export function publicPageFigures(today: IsoDate): PublicFigures {
  if (!isIsoDate(today)) throw new RangeError(`Not a yyyy-mm-dd date: ${String(today)}`);
  const { amount, schedule } = marketing.example;
  const quote = quoteAdvance({ amount, schedule, from: today });
  const [nextBenefit] = nextBenefitDates(schedule, today, 1) as [IsoDate];
  const range = representativeAprRange();
  return {
    exampleAmount: formatUsd(quote.amount),
    exampleFee: formatUsd(quote.fee),
    exampleAmountReceived: formatUsd(quote.amountFinanced),
    exampleTotalOfPayments: formatUsd(quote.totalOfPayments),
    exampleApr: formatApr(quote.apr),
    exampleDueDate: usDate(quote.dueDate),
    exampleNextBenefitDate: usDate(nextBenefit),
    exampleDueDateEs: spanishDate(quote.dueDate),
    exampleNextBenefitDateEs: spanishDate(nextBenefit),
    aprRangeMin: formatApr(range.min),
    aprRangeMax: formatApr(range.max),
    feePercent: `${feeSchedule.feePercent}%`,
  };
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Dec 03, 2024" from "2024-12-03", read as a calendar date (no time zone can shift it). */
function usDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/**
 * The figures a page in `locale` shows under their usual names: on a Spanish page
 * `exampleDueDate` is the es-US date ("18 dic 2024"). Every page carries every figure (the
 * server fills one set per day), so a page asks for its language's by name: the Spanish
 * pages are prerendered with `%%fig:exampleDueDateEs%%` where the English say
 * `%%fig:exampleDueDate%%`, and the browser, reading the same filled set, renders the same.
 */
export function figuresInLocale(figures: PublicFigures, locale: Locale): PublicFigures {
  if (locale !== 'es') return figures;
  return {
    ...figures,
    exampleDueDate: figures.exampleDueDateEs,
    exampleNextBenefitDate: figures.exampleNextBenefitDateEs,
  };
}

let spanishDates: Intl.DateTimeFormat | undefined;

/**
 * "18 dic 2024" from "2024-12-18": the web app's Spanish date (lib/format.ts, Intl es-US,
 * two-digit day, short month), read as a calendar date in UTC so no time zone shifts it.
 */
function spanishDate(date: IsoDate): string {
  spanishDates ??= new Intl.DateTimeFormat(LOCALE_TAGS.es, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return spanishDates.format(new Date(Date.UTC(year, month - 1, day)));
}
