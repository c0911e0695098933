import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Column {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A captioned table for one Sessions-tab list, or its empty-state sentence. */
export function AnalyticsTable({
  caption,
  columns,
  rows,
  empty,
  minWidth,
}: {
  caption: string;
  columns: Column[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  empty: string;
  minWidth?: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    // Focusable and named: a keyboard user can scroll a table wider than the screen
    // (axe scrollable-region-focusable once the 16 px text makes it overflow).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3 font-semibold', column.numeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              {row.cells.map((cell, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the columns
                  key={i}
                  className={cn(
                    'px-4 py-3 text-slate-800',
                    columns[i]?.numeric && 'text-right tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
