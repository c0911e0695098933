import { type ExpressionBuilder, sql } from 'kysely';
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
  'createdAt',
  'updatedAt',
] as const;

export type StoredApplication = Omit<ApplicationRow, 'searchText'>;

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
}

const filtered = (db: Db, filter: ApplicationFilter) => {
  let query = db.selectFrom('applications');
  if (filter.search) query = query.where('searchText', 'like', containsPattern(filter.search));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
};

/**
 * One page, newest first, and how many rows match, counted up to `countUpTo` (so a broad
 * search over a large table does not scan all of it just to print a number).
 */
export async function listApplicationsPage(
  db: Db,
  filter: ApplicationFilter,
  page: { limit: number; offset: number; countUpTo: number },
): Promise<{ items: StoredApplication[]; total: number; totalCapped: boolean }> {
  // Deferred join: find the page's ids with an index-only walk, then read just those rows;
  // skipping `offset` full rows is what made late pages slow.
  const pageIds = filtered(db, filter)
    .select('id')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  const matches = filtered(db, filter)
    .select('id')
    .limit(page.countUpTo + 1)
    .as('matches');
  const [items, counted] = await Promise.all([
    db
      .selectFrom('applications')
      .select(columns)
      .where('id', 'in', pageIds)
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

export const updateApplicationStatus = (
  db: Db,
  id: string,
  change: { status: ApplicationStatusColumn; reviewNotes: string | null; updatedAt: Date },
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
