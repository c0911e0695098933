import { z } from 'zod';
import { adminApplicationsQuerySchema } from './applications';
import { text } from './fields';

/**
 * The CSV export takes the staff list's filters (search, status, incomplete), without
 * paging: the rows the list shows, all of them.
 */
export const applicationsExportQuerySchema = adminApplicationsQuerySchema.pick({
  search: true,
  status: true,
  incomplete: true,
});
export type ApplicationsExportQuery = z.infer<typeof applicationsExportQuerySchema>;

/** At most this many rows per export (newest first); a narrower filter gets the rest. */
export const APPLICATIONS_EXPORT_MAX_ROWS = 10_000;

const isAsyncIterable = (value: unknown): value is AsyncIterable<string> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * A streamed CSV download (issue 19): its file name and its text in pieces, produced while
 * the answer is sent, so a large export never sits whole in memory. Only a streaming
 * transport (the REST download) can carry it; tRPC over plain HTTP refuses it (415).
 */
export const csvStreamSchema = z.object({
  fileName: text(),
  chunks: z.custom<AsyncIterable<string>>(isAsyncIterable),
});
export type CsvStream = z.infer<typeof csvStreamSchema>;
