import { type CsvColumns, csvLine } from '@advance/contracts';

/** Spreadsheet programs read a file that starts with a UTF-8 BOM as UTF-8 (accents, ñ, €). */
export const CSV_BOM = '\uFEFF';

/** What a streamed export handed to its reader: the rows, and whether it got all of them. */
export interface CsvStreamEnd {
  rows: number;
  complete: boolean;
}

/**
 * A CSV file in pieces (issue 19): the BOM and the header line first, then each batch of
 * rows as one chunk, lines ending in CRLF; a batch is read only when the reader wants the
 * next piece, so the whole file is never in memory. `onEnd` runs once the stream stops,
 * finished or not (a reader that goes away mid-way calls the generator's `return`), with the
 * rows handed over until then: the audit row records what was actually sent.
 */
export async function* streamCsv<T>(
  columns: CsvColumns<T>,
  batches: AsyncIterable<readonly T[]>,
  onEnd: (end: CsvStreamEnd) => Promise<void>,
): AsyncGenerator<string, void, undefined> {
  let rows = 0;
  let complete = false;
  try {
    yield `${CSV_BOM}${csvLine(columns.map(([name]) => name))}\r\n`;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const chunk = batch.map((row) => `${csvLine(columns.map(([, cell]) => cell(row)))}\r\n`);
      rows += batch.length;
      yield chunk.join('');
    }
    complete = true;
  } finally {
    await onEnd({ rows, complete });
  }
}

/**
 * (Offset paging; the applications export pages by key instead, see keysetPagesOf.)
 * Pages through a list `size` rows at a time up to `max` rows, stopping at the first short
 * page; `read` gets the page's offset and limit.
 */
export async function* pagesOf<T>(
  size: number,
  max: number,
  read: (page: { offset: number; limit: number }) => Promise<readonly T[]>,
): AsyncGenerator<readonly T[], void, undefined> {
  for (let offset = 0; offset < max; offset += size) {
    const limit = Math.min(size, max - offset);
    const rows = await read({ offset, limit });
    yield rows;
    if (rows.length < limit) return;
  }
}

/**
 * Pages through a list by key, `size` rows at a time up to `max` rows, stopping at the first
 * short page; `read` gets the last row handed out (null first) and the page's limit.
 */
export async function* keysetPagesOf<T>(
  size: number,
  max: number,
  read: (after: T | null, limit: number) => Promise<readonly T[]>,
): AsyncGenerator<readonly T[], void, undefined> {
  let after: T | null = null;
  for (let sent = 0; sent < max; ) {
    const limit = Math.min(size, max - sent);
    const rows = await read(after, limit);
    yield rows;
    sent += rows.length;
    if (rows.length < limit) return;
    after = rows[rows.length - 1] ?? null;
  }
}
