/**
 * RFC 4180 CSV (the staff exports and the `advance` CLI write alike) with a guard against formula injection (OWASP "CSV Injection"):
 * - every text cell is quoted, so a `;` or a tab (the separators of other locales) never
 *   splits it into cells of its own whatever separator the spreadsheet assumes;
 * - a text cell that a spreadsheet would read as a formula gets a leading apostrophe, so
 *   applicant-typed text is shown, never evaluated. Spreadsheets skip leading blanks, and
 *   some read the full-width ＝＋－＠ as their ASCII forms, so the check looks past leading
 *   whitespace and knows both; a leading tab or carriage return is guarded on its own.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${guarded.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: (string | number | null)[]): string => cells.map(csvCell).join(',');

/** Lines end in CRLF, as RFC 4180 and spreadsheet programs expect. */
export const csvDocument = (lines: string[]): string => lines.map((l) => `${l}\r\n`).join('');

/** A CSV column: its header and how a row's cell is read. */
export type CsvColumns<T> = readonly (readonly [string, (row: T) => string | number | null])[];
