import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';
import { camelSelectList, fixedQuery } from './fixed-query';

export type DocumentRequestRow = Selectable<Database['documentRequests']>;
export type DocumentRequestItemRow = Selectable<Database['documentRequestItems']>;

/** Issue 19: closes the application's open request (a decision, or a new request replaces it). */
export const closeOpenDocumentRequest = (db: Db, applicationId: string, at: Date) =>
  db
    .updateTable('documentRequests')
    .set({ closedAt: at })
    .where('applicationId', '=', applicationId)
    .where('closedAt', 'is', null)
    .execute();

export const insertDocumentRequest = (
  db: Db,
  request: { applicationId: string; dueDate: string; requestedBy: string | null },
): Promise<DocumentRequestRow> =>
  db.insertInto('documentRequests').values(request).returningAll().executeTakeFirstOrThrow();

/** Appends items after the request's last position. */
export async function insertDocumentItems(
  db: Db,
  request: { id: string; applicationId: string },
  items: { category: string; description: string }[],
  createdBy: string | null,
): Promise<DocumentRequestItemRow[]> {
  const last = await db
    .selectFrom('documentRequestItems')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('requestId', '=', request.id)
    .executeTakeFirst();
  const start = Number(last?.max ?? 0);
  return db
    .insertInto('documentRequestItems')
    .values(
      items.map((item, i) => ({
        requestId: request.id,
        applicationId: request.applicationId,
        position: start + i + 1,
        category: item.category,
        description: item.description,
        createdBy,
      })),
    )
    .returningAll()
    .execute();
}

/** Staff added an item to a request already due: it gets a new due date. */
export const setDocumentRequestDueDate = (db: Db, requestId: string, dueDate: string) =>
  db
    .updateTable('documentRequests')
    .set({ dueDate })
    .where('id', '=', requestId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const findOpenDocumentRequest = (
  db: Db,
  applicationId: string,
): Promise<DocumentRequestRow | undefined> =>
  db
    .selectFrom('documentRequests')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();

export const listDocumentItems = (db: Db, requestId: string): Promise<DocumentRequestItemRow[]> =>
  db
    .selectFrom('documentRequestItems')
    .selectAll()
    .where('requestId', '=', requestId)
    .orderBy('position')
    .execute();

/**
 * The applicant's list reads these on every load (issue 16): fixed queries (fixed-query.ts)
 * with every column of the two tables, as `selectAll()` read them, under the same order.
 */
const latestRequests = fixedQuery<DocumentRequestRow>(`
  select distinct on (application_id) ${camelSelectList(['id', 'applicationId', 'dueDate', 'requestedBy', 'createdAt', 'closedAt', 'weekReminderAt', 'dayReminderAt'])}
  from document_requests where application_id = any($1)
  order by application_id, created_at desc, id desc`);
const itemsOfRequests = fixedQuery<DocumentRequestItemRow>(`
  select ${camelSelectList(['id', 'requestId', 'applicationId', 'position', 'category', 'description', 'state', 'attachmentId', 'receivedAt', 'resolvedBy', 'resolvedAt', 'createdBy', 'createdAt'])}
  from document_request_items where request_id = any($1) order by position`);

/** The newest request of each application (open or closed), for the applicant's list. */
export async function latestDocumentRequestsOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<{ request: DocumentRequestRow; items: DocumentRequestItemRow[] }[]> {
  if (applicationIds.length === 0) return [];
  const requests = await latestRequests(db, [applicationIds]);
  if (requests.length === 0) return [];
  const items = await itemsOfRequests(db, [requests.map((r) => r.id)]);
  return requests.map((request) => ({
    request,
    items: items.filter((item) => item.requestId === request.id),
  }));
}

export async function countPendingDocumentItems(db: Db, requestId: string): Promise<number> {
  const row = await db
    .selectFrom('documentRequestItems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('requestId', '=', requestId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Items are pending: the clock stops and the due date is what the Incomplete queue reads. */
export const markApplicationWaitingForDocuments = (db: Db, applicationId: string, dueOn: string) =>
  db
    .updateTable('applications')
    .set({ completeSince: null, documentsDueOn: dueOn })
    .where('id', '=', applicationId)
    .execute();

/** Nothing is pending: the clock runs from `at`, unless it already ran without a break. */
export const markApplicationComplete = (db: Db, applicationId: string, at: Date) =>
  db
    .updateTable('applications')
    .set({ completeSince: sql<Date>`coalesce(complete_since, ${at})`, documentsDueOn: null })
    .where('id', '=', applicationId)
    .execute();

/**
 * A decided application was reopened: its clock restarts from `at` (the old decision's clock
 * does not count towards the new one). Call refreshCompleteness after it.
 */
export const restartApplicationClock = (db: Db, applicationId: string, at: Date) =>
  db
    .updateTable('applications')
    .set({ completeSince: at })
    .where('id', '=', applicationId)
    .execute();
