import { z } from 'zod';
import { adminAdvancesQuerySchema } from './advances';
import { text } from './fields';

/** The Advances view's CSV takes the list's filters (state, search), without paging. */
export const advancesExportQuerySchema = adminAdvancesQuerySchema.pick({
  state: true,
  search: true,
});
export type AdvancesExportQuery = z.infer<typeof advancesExportQuerySchema>;

/** At most this many rows per export; a narrower filter gets the rest. */
export const ADVANCES_EXPORT_MAX_ROWS = 10_000;

export const advancesExportSchema = z.object({
  fileName: text(),
  csv: text(),
  rows: z.number().int(),
});
