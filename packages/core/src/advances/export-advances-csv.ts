import {
  ADVANCES_EXPORT_MAX_ROWS,
  type AdminAdvanceListItem,
  type AdvancesExportQuery,
  csvDocument,
  csvLine,
  type PublicUser,
} from '@advance/contracts';
import { listAdvancesForExport } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { advanceClock } from './get-advance';
import { advanceListFilter, toListItem } from './list-advances';

const money = (n: number) => n.toFixed(2);

const columns: [string, (a: AdminAdvanceListItem) => string | number | null][] = [
  ['id', (a) => a.id],
  ['application_id', (a) => a.applicationId],
  ['applicant_name', (a) => a.applicantName],
  ['email', (a) => a.email],
  ['state', (a) => a.state],
  ['principal', (a) => money(a.principal)],
  ['amount_financed', (a) => money(a.amountFinanced)],
  ['balance', (a) => money(a.balance)],
  ['due_date', (a) => a.dueDate],
  ['funded_at', (a) => a.fundedAt],
  ['approved_at', (a) => a.approvedAt],
  ['business_days_waiting', (a) => a.businessDaysWaiting],
  ['pending_authorization', (a) => (a.hasPendingAuthorization ? 'yes' : 'no')],
];

/**
 * The Advances view as CSV, with its filters, at most ADVANCES_EXPORT_MAX_ROWS rows. The
 * copy leaves a trace in the activity log (who, which filters, how many rows).
 */
export async function exportAdvancesCsv(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  query: AdvancesExportQuery,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<{ fileName: string; csv: string; rows: number }> {
  const rows = await listAdvancesForExport(
    deps.db,
    advanceListFilter(deps, query),
    ADVANCES_EXPORT_MAX_ROWS,
  );
  const clock = advanceClock(deps);
  const lines = [
    csvLine(columns.map(([name]) => name)),
    ...rows.map((row) => {
      const item = toListItem(row, clock);
      return csvLine(columns.map(([, cell]) => cell(item)));
    }),
  ];
  await logActivity(deps.db, {
    actorId: actor.id,
    action: activityActions.advancesExported,
    targetType: 'advance',
    targetId: null,
    details: { state: query.state, search: query.search ?? null, rows: rows.length },
    ipAddress: meta.ip,
  });
  return {
    fileName: `advances-${clock.today}.csv`,
    csv: csvDocument(lines),
    rows: rows.length,
  };
}
