import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a CSV download (the staff exports): an attachment under its file name, never
 * stored by a cache (it holds applicants' data) and never sniffed as anything but text/csv.
 */
export const sendCsv = (
  reply: FastifyReply,
  { fileName, csv }: { fileName: string; csv: string },
) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName, { type: 'attachment' }))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
