import { Readable } from 'node:stream';
import type { CsvStream } from '@advance/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callProcedure, type RestDeps, untrusted } from '../http/call-procedure';

/**
 * A streamed CSV download: an attachment under its dated file name, never stored by a
 * cache (it holds applicants' data), never sniffed as anything but text/csv. The pieces go
 * out as the procedure's stream yields them (chunked, no Content-Length); when the client
 * goes away Fastify destroys the Readable, which ends the stream (and so writes its audit
 * row) without reading further.
 */
const sendCsvStream = (reply: FastifyReply, { fileName, chunks }: CsvStream) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName, { type: 'attachment' }))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(chunks, { objectMode: false }));

/**
 * Issue 19, the staff CSV exports. Each path calls its procedure (staff, step-up within 5
 * minutes, the query validated there), so refusals are the JSON errors of every REST path.
 */
export async function exportRoutes(app: FastifyInstance, restDeps: RestDeps) {
  // A large export takes longer than a JSON answer, but not forever (docs/architecture.md §5).
  const transfer = { handlerTimeout: restDeps.config.http.transferTimeoutMs };

  const applicationsCsv = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.exportApplicationsCsv(untrusted(request.query)),
    );
    if (result.ok) return sendCsvStream(reply, result.value);
  };

  // The applications list as CSV with its filters: `search`, `status`, `incomplete`.
  app.get('/api/admin/applications/export.csv', transfer, applicationsCsv);
  // The path of issue 17, kept for the tools that use it.
  app.get('/api/admin/applications.csv', transfer, applicationsCsv);

  // A Sessions-tab table: `table` is sessions, pages or referrers; `range` as the tab's.
  app.get('/api/admin/analytics/export.csv', transfer, async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.analytics.exportCsv(untrusted(request.query)),
    );
    if (result.ok) return sendCsvStream(reply, result.value);
  });
}
