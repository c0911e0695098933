import type { DailySessions } from '@advance/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `part` as a percentage of `whole` to one decimal; 0 when there is nothing to divide. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One entry per UTC day from the range's first day to today, zeros where nobody came: a
 * chart with gaps left out would draw busy days next to each other. For all time the
 * series starts at the first day with a session.
 */
export function fillDays(rows: DailySessions[], from: Date | null, now: Date): DailySessions[] {
  const first = from ? utcDay(from) : rows[0]?.day;
  if (!first) return [];
  const counts = new Map(rows.map((row) => [row.day, row.sessions]));
  const days: DailySessions[] = [];
  const last = utcDay(now);
  for (let t = Date.parse(`${first}T00:00:00Z`); ; t += DAY_MS) {
    const day = utcDay(new Date(t));
    if (day > last) break;
    days.push({ day, sessions: counts.get(day) ?? 0 });
  }
  return days;
}
