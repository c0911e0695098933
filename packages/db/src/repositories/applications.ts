import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../client';
import type { ApplicationRow, ApplicationStatusColumn, Database, NewApplication } from '../schema';
import { camelSelectList, fixedQuery } from './fixed-query';
import { containsPattern } from './like-pattern';

const columns = [
  'id',
  'userId',
  'status',
  'reviewNotes',
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'requestedAmountCents',
  'processingFeeCents',
  'amountToReceiveCents',
  'howOftenNeedCash',
  'monthlyBenefitCents',
  'benefitPaymentDay',
  'monthlyRentMortgageCents',
  'dateOfBirth',
  'benefitSchedule',
  'aprBasisPoints',
  'financeChargeCents',
  'amountFinancedCents',
  'totalOfPaymentsCents',
  'disbursementDate',
  'dueDate',
  'days',
  'quotedAt',
  'idempotencyKey',
  'requestFingerprint',
  'decisionReasons',
  'completeSince',
  'documentsDueOn',
  'consentVersion',
  'consentLocale',
  'consentedAt',
  'createdAt',
  'updatedAt',
] as const;

/** Without the consent's full text: it is written once and read only where it is shown. */
export type StoredApplication = Omit<ApplicationRow, 'searchText' | 'consentText'>;

/** Inserts unless the applicant used the idempotency key; undefined then (the caller reads the first one). */
export const insertApplication = (
  db: Db,
  application: NewApplication,
): Promise<StoredApplication | undefined> =>
  db
    .insertInto('applications')
    .values(application)
    .onConflict((oc) =>
      oc.columns(['userId', 'idempotencyKey']).where('idempotencyKey', 'is not', null).doNothing(),
    )
    .returning(columns)
    .executeTakeFirst();

export const findApplicationById = (db: Db, id: string): Promise<StoredApplication | undefined> =>
  db.selectFrom('applications').select(columns).where('id', '=', id).executeTakeFirst();

/** The applicant's application sent with `key` (keys belong to their applicant). */
export const findApplicationByIdempotencyKey = (
  db: Db,
  userId: string,
  key: string,
): Promise<StoredApplication | undefined> =>
  db
    .selectFrom('applications')
    .select(columns)
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();

/** The same submission by the same owner since `since`, if any (double-submit guard). */
/**
 * Serialises one applicant's submissions until the transaction ends, so the duplicate
 * check and the insert are one step even when a double click sends both at once.
 */
export const lockApplicantSubmissions = async (db: Db, userId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext(${`applications:${userId}`}))`.execute(db);
};

export const findRecentDuplicate = (
  db: Db,
  userId: string,
  fingerprint: string,
  since: Date,
): Promise<StoredApplication | undefined> =>
  db
    .selectFrom('applications')
    .select(columns)
    .where('userId', '=', userId)
    .where('requestFingerprint', '=', fingerprint)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The customer's "my applications" read, on every dashboard load: a fixed query. */
const applicationsOfUser = fixedQuery<StoredApplication>(`
  select ${camelSelectList(columns)} from applications
  where user_id = $1 order by created_at desc limit $2`);

export const listApplicationsOfUser = (
  db: Db,
  userId: string,
  limit: number,
): Promise<StoredApplication[]> => applicationsOfUser(db, [userId, limit]);

export interface ApplicationFilter {
  /** Lower-case fragment of first name, last name or e-mail. */
  search?: string | undefined;
  status?: ApplicationStatusColumn | undefined;
  /** Issue 19: only undecided applications whose document due date is before this day (YYYY-MM-DD). */
  incompleteBefore?: string | undefined;
  /** Issue 19: `waiting` lists running clocks first, longest waiting first; then newest first. */
  sort?: 'newest' | 'waiting' | undefined;
}

/**
 * Undecided, as applications_clock_idx's predicate spells it: written out (not bound as
 * parameters) so the planner can match the partial index. Keep in step with contracts'
 * pendingStatuses and the migration 2026_11_28_100000_decisions.
 */
const undecided = sql<SqlBool>`status in ('Submitted', 'Waiting approval', 'Additional Documentation Requested')`;
/** The 30-day clock runs: undecided and complete (no pending document). */
const clockRunning = sql<SqlBool>`${undecided} and complete_since is not null`;
const clockNotRunning = sql<SqlBool>`not (${undecided} and complete_since is not null)`;

const filtered = (db: Db, filter: ApplicationFilter) => {
  let query = db.selectFrom('applications');
  if (filter.search) query = query.where('searchText', 'like', containsPattern(filter.search));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.incompleteBefore)
    query = query.where(undecided).where('documentsDueOn', '<', filter.incompleteBefore);
  return query;
};

interface Page {
  limit: number;
  offset: number;
  countUpTo: number;
}

/** The ids of one page, newest first (an index-only walk on created_at), as a subquery. */
const newestIds = (db: Db, filter: ApplicationFilter, limit: number, offset: number) =>
  filtered(db, filter)
    .select('id')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);

/**
 * The next `limit` rows newest first (created_at desc, id desc) after the row `afterId` (from
 * the top when null). Paging by key costs the same on the last page as on the first, and a
 * row inserted meanwhile cannot shift a later page (no row read twice or skipped). The key is
 * read back from the row itself: created_at has microseconds, which a JS Date would lose.
 */
export const listApplicationsAfter = (
  db: Db,
  filter: ApplicationFilter,
  afterId: string | null,
  limit: number,
): Promise<StoredApplication[]> => {
  let query = filtered(db, filter).select(columns);
  if (afterId)
    query = query.where(
      sql<SqlBool>`(created_at, id) < (select a.created_at, a.id from applications a where a.id = ${afterId})`,
    );
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

/** The rows of `ids`, in that order. */
async function rowsInOrder(db: Db, ids: string[]): Promise<StoredApplication[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('applications').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of one page in `waiting` order, in two walks that each follow an index: running
 * clocks oldest first (applications_clock_idx), then, once those run out, the rest newest
 * first. One sort key over both groups would make every page sort all matching rows.
 */
async function waitingIds(db: Db, filter: ApplicationFilter, page: Page): Promise<string[]> {
  const running = await filtered(db, filter)
    .select('id')
    .where(clockRunning)
    .orderBy('completeSince', 'asc')
    .orderBy('id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (running.length === page.limit) return running.map((r) => r.id);
  // The page reaches past the running clocks: how many there are says where the rest start.
  const counted = await filtered(db, filter)
    .where(clockRunning)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rest = await filtered(db, filter)
    .select('id')
    .where(clockNotRunning)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit - running.length)
    .offset(Math.max(0, page.offset - Number(counted.count)))
    .execute();
  return [...running, ...rest].map((r) => r.id);
}

/**
 * One page (newest first, or `waiting` order) and how many rows match, counted up to
 * `countUpTo` (so a broad search over a large table does not scan all of it just to print a
 * number).
 */
export async function listApplicationsPage(
  db: Db,
  filter: ApplicationFilter,
  page: Page,
): Promise<{ items: StoredApplication[]; total: number; totalCapped: boolean }> {
  // Deferred join: find the page's ids with an index-only walk, then read just those rows;
  // skipping `offset` full rows is what made late pages slow.
  const matches = filtered(db, filter)
    .select('id')
    .limit(page.countUpTo + 1)
    .as('matches');
  const [items, counted] = await Promise.all([
    filter.sort === 'waiting'
      ? waitingIds(db, filter, page).then((ids) => rowsInOrder(db, ids))
      : db
          .selectFrom('applications')
          .select(columns)
          .where('id', 'in', newestIds(db, filter, page.limit, page.offset))
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute(),
    db
      .selectFrom(matches)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(counted.count);
  return { items, total: Math.min(count, page.countUpTo), totalCapped: count > page.countUpTo };
}

/**
 * Issue 19's two admin cards, counted on their partial indexes: undecided applications whose
 * document due date is before `today` (YYYY-MM-DD), and running clocks that started at or
 * before `dueSoonSince` (day 25 of 30 or later, overdue included).
 */
export async function countClockFigures(
  db: Db,
  at: { today: string; dueSoonSince: Date },
): Promise<{ incomplete: number; dueSoon: number }> {
  const [incomplete, dueSoon] = await Promise.all([
    filtered(db, { incompleteBefore: at.today })
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(clockRunning)
      .where('completeSince', '<=', at.dueSoonSince)
      .executeTakeFirstOrThrow(),
  ]);
  return { incomplete: Number(incomplete.count), dueSoon: Number(dueSoon.count) };
}

export const updateApplicationStatus = (
  db: Db,
  id: string,
  change: {
    status: ApplicationStatusColumn;
    reviewNotes: string | null;
    updatedAt: Date;
    /** Issue 19: a denial's reasons as JSON; null clears them; left out keeps them. */
    decisionReasons?: string | null;
  },
): Promise<StoredApplication | undefined> =>
  db
    .updateTable('applications')
    .set(change)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();

/** Locks the row for a review, so two reviewers cannot both read the same "previous" status. */
export const lockApplication = (db: Db, id: string): Promise<StoredApplication | undefined> =>
  db.selectFrom('applications').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();

/** Two counts, each on its own index (the pending one on a small partial index). */
export async function countApplications(
  db: Db,
  pending: readonly ApplicationStatusColumn[],
): Promise<{ total: number; pending: number }> {
  const count = (eb: ExpressionBuilder<Database, 'applications'>) =>
    eb.fn.countAll<number>().as('count');
  const [total, open] = await Promise.all([
    db.selectFrom('applications').select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .select(count)
      .where('status', 'in', pending)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), pending: Number(open.count) };
}
