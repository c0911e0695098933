import {
  type Application,
  analyticsMessages,
  analyticsRangeLabels,
  applicationCsvColumns,
  type CsvColumns,
  csvDocument,
  csvLine,
  formatDuration,
  type SessionsOverview,
} from '@advance/contracts';

/**
 * The CLI's outputs. CSV is written by the same cells as the server's exports
 * (packages/contracts csv.ts): RFC 4180, every text cell quoted, CRLF line ends, and a cell a
 * spreadsheet would read as a formula shown, never evaluated.
 */
export const outputFormats = ['table', 'csv', 'json'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** Spreadsheet programs read a file that starts with a UTF-8 BOM as UTF-8 (accents, ñ, €). */
export const CSV_BOM = '\uFEFF';

export type Cell = string | number | null;
export type Columns<T> = CsvColumns<T>;

export function toCsv<T>(
  columns: Columns<T>,
  rows: readonly T[],
  options: { bom?: boolean } = {},
): string {
  const text = csvDocument([
    csvLine(columns.map(([name]) => name)),
    ...rows.map((row) => csvLine(columns.map(([, cell]) => cell(row)))),
  ]);
  return options.bom ? `${CSV_BOM}${text}` : text;
}

/** The columns of the server's applications export, so both files read alike. */
export const applicationColumns = applicationCsvColumns;

/**
 * Text bound for a terminal: control characters (an applicant could type an ANSI escape that
 * rewrites the screen) and bidirectional overrides become U+FFFD; line breaks and tabs become spaces.
 */
export function terminalSafe(value: string): string {
  return value.replace(/[\t\n\r]/g, ' ').replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '\uFFFD');
}

/** Columns padded to their widest cell, for reading in a terminal. */
export function toTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cells = [headers, ...rows].map((row) =>
    row.map((cell) => terminalSafe(cell === null ? '' : String(cell))),
  );
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export function applicationsTable(items: readonly Application[]): string {
  return toTable(
    ['ID', 'Submitted', 'Status', 'Name', 'E-mail', 'Amount'],
    items.map((a) => [
      a.id,
      a.createdAt.slice(0, 10),
      a.status,
      `${a.firstName} ${a.lastName}`,
      a.email,
      money(a.requestedAmount),
    ]),
  );
}

/** JSON for scripts: pretty, one document, ending in a newline. */
export const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** `analytics overview` for a person: the cards, the funnel and sessions per day. */
export function overviewText(overview: SessionsOverview): string {
  const { summary } = overview;
  const cards = toTable(
    [analyticsRangeLabels[overview.range], ''],
    [
      [analyticsMessages.totalSessions, summary.totalSessions],
      [analyticsMessages.uniqueUsers, summary.uniqueUsers],
      [analyticsMessages.avgDuration, formatDuration(summary.avgDuration)],
      [analyticsMessages.conversionRate, `${summary.conversionRate}%`],
    ],
  );
  const funnel = toTable(
    [analyticsMessages.funnel, '', ''],
    overview.funnel.map((f) => [
      analyticsMessages.funnelSteps[f.step],
      f.count,
      `${f.percentOfVisits}%`,
    ]),
  );
  const perDay = toTable(
    [analyticsMessages.sessionsPerDay, ''],
    overview.perDay.map((d) => [d.day, d.sessions]),
  );
  return [cards, funnel, perDay].join('\n');
}
