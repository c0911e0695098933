import {
  APPLICATIONS_EXPORT_MAX_ROWS,
  type Application,
  type ApplicationsExportQuery,
  applicationCsvColumns,
  type CsvStream,
  type PublicUser,
} from '@advance/contracts';
import { type ApplicationFilter, listApplicationsAfter } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { keysetPagesOf, streamCsv } from './csv-stream';
import { toApplication } from './to-application';

/** Rows read from the database per query, and per chunk of the download. */
const BATCH = 500;

/**
 * The staff applications list as a streamed CSV (issue 19), with the list's filters (search,
 * status, incomplete), newest first, at most APPLICATIONS_EXPORT_MAX_ROWS rows, read 500 at
 * a time by key while the download goes out. A bulk copy of applicants' data leaves a trace
 * in the activity log: who and which filters when the stream starts (so even a process that
 * dies mid-way leaves one), then how many rows were sent and whether all of them when it
 * stops, so a download broken off mid-way is recorded with what it got.
 *
 * Nothing is read until the stream is: a refused or unread export costs no query.
 */
export function exportApplicationsCsv(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  query: ApplicationsExportQuery,
  meta: Pick<RequestMeta, 'ip'>,
): CsvStream {
  const today = deps.now().toISOString().slice(0, 10);
  const filter: ApplicationFilter = {
    search: query.search || undefined,
    status: query.status === 'all' ? undefined : query.status,
    // As the list reads it (listApplications): the due date passed before today, UTC.
    incompleteBefore: query.incomplete ? today : undefined,
  };
  const filters = {
    search: filter.search ?? null,
    status: filter.status ?? 'all',
    incomplete: query.incomplete ?? false,
  };
  const log = (action: string, details: Record<string, unknown>) =>
    logActivity(deps.db, {
      actorId: actor.id,
      action,
      targetType: 'application',
      targetId: null,
      details,
      ipAddress: meta.ip,
    });
  const batches = keysetPagesOf<Application>(BATCH, APPLICATIONS_EXPORT_MAX_ROWS, (after, limit) =>
    listApplicationsAfter(deps.db, filter, after?.id ?? null, limit).then((rows) =>
      rows.map(toApplication),
    ),
  );
  async function* chunks() {
    await log(activityActions.applicationsExportStarted, filters);
    yield* streamCsv(applicationCsvColumns, batches, (end) =>
      log(activityActions.applicationsExported, { ...filters, ...end }),
    );
  }
  return { fileName: `applications-${today}.csv`, chunks: chunks() };
}
