import type { DashboardTexts } from './texts';

/** 1 → "1st", 3 → "3rd", 15 → "15th", 22 → "22nd": how a US reader says a day of the month. */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** "The 3rd of each month" ("El día 3 de cada mes"); without texts, in English. */
export function paymentDayLabel(day: number, texts?: DashboardTexts): string {
  if (!texts) return `The ${ordinalDay(day)} of each month`;
  const english = texts.localeTag === 'en-US';
  return texts.t('details.paymentDayValue', { ordinal: english ? ordinalDay(day) : String(day) });
}
