import { z } from 'zod';
import { type Application, adminApplicationsQuerySchema } from './applications';
import type { CsvColumns } from './csv';
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

/** The applications export's columns; the `advance` CLI's CSV uses them too, so both files read alike. */
export const applicationCsvColumns: CsvColumns<Application> = [
  ['id', (a) => a.id],
  ['created_at', (a) => a.createdAt],
  ['status', (a) => a.status],
  ['first_name', (a) => a.firstName],
  ['last_name', (a) => a.lastName],
  ['email', (a) => a.email],
  ['phone', (a) => a.phone],
  ['zip_code', (a) => a.zipCode],
  ['requested_amount', (a) => a.requestedAmount.toFixed(2)],
  ['processing_fee', (a) => a.processingFee.toFixed(2)],
  ['amount_to_receive', (a) => a.amountToReceive.toFixed(2)],
  ['how_often_need_cash', (a) => a.howOftenNeedCash],
  ['monthly_benefit', (a) => a.monthlyBenefit.toFixed(2)],
  ['benefit_payment_day', (a) => a.benefitPaymentDay],
  ['benefit_schedule', (a) => a.benefitSchedule],
  ['monthly_rent_mortgage', (a) => a.monthlyRentMortgage.toFixed(2)],
  ['date_of_birth', (a) => a.dateOfBirth],
  ['review_notes', (a) => a.reviewNotes],
  ['updated_at', (a) => a.updatedAt],
];

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
