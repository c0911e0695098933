import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../client';
import type { AdvanceStateColumn, AdvancesTable, Database } from '../schema';
import { containsPattern } from './like-pattern';

export type AdvanceRow = Selectable<AdvancesTable>;
export type NewAdvance = Insertable<AdvancesTable>;

/** Stored states that count as "open" (past due is funded with a date gone by). */
export const OPEN_ADVANCE_STATES: readonly AdvanceStateColumn[] = ['awaiting_funding', 'funded'];

export const findAdvanceByApplicationId = (
  db: Db,
  applicationId: string,
): Promise<AdvanceRow | undefined> =>
  db
    .selectFrom('advances')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();

export const findAdvanceById = (db: Db, id: string): Promise<AdvanceRow | undefined> =>
  db.selectFrom('advances').selectAll().where('id', '=', id).executeTakeFirst();

/** Every money change takes this lock first, so concurrent requests on one advance serialise. */
export const lockAdvanceByApplicationId = (
  trx: Db,
  applicationId: string,
): Promise<AdvanceRow | undefined> =>
  trx
    .selectFrom('advances')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .forUpdate()
    .executeTakeFirst();

export const lockAdvanceById = (trx: Db, id: string): Promise<AdvanceRow | undefined> =>
  trx.selectFrom('advances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const listAdvancesForUser = (db: Db, userId: string): Promise<AdvanceRow[]> =>
  db
    .selectFrom('advances')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function hasOpenAdvance(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('advances')
    .select('id')
    .where('userId', '=', userId)
    .where('state', 'in', OPEN_ADVANCE_STATES)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Inserts unless a unique index says no (this application already has one, or its applicant
 * has another open advance); undefined then. The partial index makes a racing second approval
 * wait for the first and then do nothing.
 */
export const insertAdvance = (trx: Db, advance: NewAdvance): Promise<AdvanceRow | undefined> =>
  trx
    .insertInto('advances')
    .values(advance)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** The projection and figures, recomputed by core from the entries in the same transaction. */
export const updateAdvance = (
  trx: Db,
  id: string,
  change: Partial<
    Pick<
      AdvanceRow,
      | 'state'
      | 'balanceCents'
      | 'paidCents'
      | 'waivedCents'
      | 'fundedOn'
      | 'dueDate'
      | 'aprBasisPoints'
      | 'days'
      | 'cancelReason'
      | 'cancelledBy'
      | 'cancelledAt'
      | 'paymentNoticeSentAt'
    >
  > & { updatedAt: Date },
): Promise<AdvanceRow> =>
  trx
    .updateTable('advances')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export type AdvanceListFilterColumn =
  | 'all'
  | 'awaiting_funding'
  | 'due_soon'
  | 'past_due'
  | 'funded'
  | 'repaid'
  | 'cancelled'
  | 'pending_authorization';

export interface AdvanceListFilter {
  state: AdvanceListFilterColumn;
  /** Lower-case fragment of the applicant's name or e-mail. */
  search?: string | undefined;
  /** New York's today and the grace days decide "past due" and "due soon". */
  today: string;
  /** The last due date that is past due: today − grace − 1 day. */
  pastDueBefore: string;
  /** Due soon: due date from today to this date. */
  dueSoonUntil: string;
}

export interface AdvanceListRow extends AdvanceRow {
  firstName: string;
  lastName: string;
  email: string;
  hasPendingAuthorization: boolean;
}

const pendingExists = sql<boolean>`exists (select 1 from payment_authorizations pa
  where pa.advance_id = advances.id and pa.status = 'pending')`;

type AdvancesQuery = SelectQueryBuilder<Database, 'advances', object>;
type ListQuery = SelectQueryBuilder<Database, 'advances' | 'applications', object>;

/**
 * The advances a filter matches, on the advances table alone: the count and the sums read
 * no applicant row unless a search needs one (100,000 advances, on every page).
 */
function filtered(db: Db, filter: AdvanceListFilter): AdvancesQuery {
  let query = db.selectFrom('advances') as AdvancesQuery;
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where('advances.searchText', 'like', pattern);
  }
  switch (filter.state) {
    case 'all':
      return query;
    case 'awaiting_funding':
    case 'repaid':
    case 'cancelled':
      return query.where('advances.state', '=', filter.state);
    case 'funded':
      return query
        .where('advances.state', '=', 'funded')
        .where('advances.dueDate', '>=', filter.pastDueBefore);
    case 'past_due':
      return query
        .where('advances.state', '=', 'funded')
        .where('advances.dueDate', '<', filter.pastDueBefore);
    case 'due_soon':
      return query
        .where('advances.state', '=', 'funded')
        .where('advances.dueDate', '>=', filter.today)
        .where('advances.dueDate', '<=', filter.dueSoonUntil);
    case 'pending_authorization':
      return query.where(pendingExists);
  }
}

/** The page's rows with the applicant's name, in the filter's order. */
function ordered(query: AdvancesQuery, filter: AdvanceListFilter): ListQuery {
  const joined = query.innerJoin(
    'applications',
    'applications.id',
    'advances.applicationId',
  ) as ListQuery;
  return orderedBy(joined, filter);
}

function orderedBy(query: ListQuery, filter: AdvanceListFilter): ListQuery {
  if (filter.state === 'awaiting_funding')
    return query.orderBy('advances.createdAt', 'asc').orderBy('advances.id', 'asc');
  if (filter.state === 'due_soon' || filter.state === 'past_due' || filter.state === 'funded')
    return query.orderBy('advances.dueDate', 'asc').orderBy('advances.id', 'asc');
  // Newest first over every advance: a search finds its few matches through the trigram
  // index, then sorts them. Ordering by the bare column let the planner walk the whole date
  // index instead, probing each of 100,000 advances (340 ms for one e-mail in
  // bench/advances.ts); `+ interval '0'` keeps the order and takes that walk off the table.
  const created = filter.search
    ? sql`advances.created_at + interval '0 seconds'`
    : sql.ref('advances.created_at');
  return query.orderBy(created, 'desc').orderBy('advances.id', 'desc');
}

/** One page of the Advances view, and the count and sums over everything the filter matches. */
export async function listAdvancesPage(
  db: Db,
  filter: AdvanceListFilter,
  page: { limit: number; offset: number },
): Promise<{
  items: AdvanceListRow[];
  total: number;
  principalCents: number;
  balanceCents: number;
}> {
  const [items, totals] = await Promise.all([
    ordered(filtered(db, filter), filter)
      .selectAll('advances')
      .select([
        'applications.firstName',
        'applications.lastName',
        'applications.email',
        pendingExists.as('hasPendingAuthorization'),
      ])
      .limit(page.limit)
      .offset(page.offset)
      .execute() as Promise<AdvanceListRow[]>,
    filter.state === 'all' && !filter.search
      ? db
          .selectFrom('advanceStateTotals')
          .select([
            sql<number>`coalesce(sum(advances), 0)`.as('count'),
            sql<number>`coalesce(sum(principal_cents), 0)`.as('principal'),
            sql<number>`coalesce(sum(balance_cents), 0)`.as('balance'),
          ])
          .executeTakeFirstOrThrow()
      : filtered(db, filter)
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            sql<number>`coalesce(sum(advances.principal_cents), 0)`.as('principal'),
            sql<number>`coalesce(sum(advances.balance_cents), 0)`.as('balance'),
          ])
          .executeTakeFirstOrThrow(),
  ]);
  return {
    items,
    total: Number(totals.count),
    principalCents: Number(totals.principal),
    balanceCents: Number(totals.balance),
  };
}

/** Every advance the filter matches, for the CSV (the caller caps it). */
export const listAdvancesForExport = (
  db: Db,
  filter: AdvanceListFilter,
  limit: number,
): Promise<AdvanceListRow[]> =>
  ordered(filtered(db, filter), filter)
    .selectAll('advances')
    .select([
      'applications.firstName',
      'applications.lastName',
      'applications.email',
      pendingExists.as('hasPendingAuthorization'),
    ])
    .limit(limit)
    .execute() as Promise<AdvanceListRow[]>;

/** Summary cards: what funded advances still owe, and the past-due part of it. */
export async function advanceTotals(
  db: Db,
  pastDueBefore: string,
): Promise<{ outstandingCents: number; pastDueCount: number; pastDueCents: number }> {
  const row = await db
    .selectFrom('advances')
    .where('state', '=', 'funded')
    .select([
      sql<number>`coalesce(sum(balance_cents), 0)`.as('outstanding'),
      sql<number>`count(*) filter (where due_date < ${pastDueBefore}::date)`.as('pastDueCount'),
      sql<number>`coalesce(sum(balance_cents) filter (where due_date < ${pastDueBefore}::date), 0)`.as(
        'pastDue',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    outstandingCents: Number(row.outstanding),
    pastDueCount: Number(row.pastDueCount),
    pastDueCents: Number(row.pastDue),
  };
}
