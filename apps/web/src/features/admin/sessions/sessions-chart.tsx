import { analyticsMessages, type DailySessions } from '@advance/contracts';
import { countText, dayText } from './session-format';

const BAR_WIDTH = 10;
const GAP = 2;
const HEIGHT = 120;

/** What a screen reader hears instead of the picture: the span, the total and the peak. */
export function chartSummary(days: DailySessions[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `${analyticsMessages.sessionsPerDay}: no data.`;
  const total = days.reduce((sum, d) => sum + d.sessions, 0);
  const peak = days.reduce((best, d) => (d.sessions > best.sessions ? d : best), first);
  const span = `${analyticsMessages.sessionsPerDay}, ${dayText(first.day)} to ${dayText(last.day)}`;
  if (total === 0) return `${span}: no sessions.`;
  return `${span}: ${countText(total)} in total, busiest ${dayText(peak.day)} with ${countText(peak.sessions)}.`;
}

/**
 * A small bar chart of sessions per UTC day: an SVG picture with a spoken summary, and the
 * same figures as a table behind a disclosure for anyone who wants the numbers.
 */
export function SessionsChart({ days }: { days: DailySessions[] }) {
  const max = Math.max(1, ...days.map((d) => d.sessions));
  const width = Math.max(1, days.length * (BAR_WIDTH + GAP));
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={chartSummary(days)}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full rounded-lg bg-slate-50"
      >
        {days.map((d, i) => {
          const height = (d.sessions / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * (BAR_WIDTH + GAP) + GAP / 2}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              className="fill-blue-700"
            >
              <title>{`${dayText(d.day)}: ${countText(d.sessions)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
          <span>{dayText(first.day)}</span>
          <span>{dayText(last.day)}</span>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700">
          Show the figures as a table
        </summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <caption className="sr-only">{analyticsMessages.sessionsPerDay}</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Sessions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {days.map((d) => (
              <tr key={d.day}>
                <td className="py-1 pr-4 text-slate-800">{dayText(d.day)}</td>
                <td className="py-1 text-right text-slate-900">{countText(d.sessions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
