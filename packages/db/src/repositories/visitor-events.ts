import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { Database, GoalsTable, InteractionsTable, PageViewsTable } from '../schema';

export type NewPageView = Insertable<PageViewsTable>;
export type NewInteraction = Insertable<InteractionsTable>;
export type NewGoal = Insertable<GoalsTable>;

/**
 * Tracker events arrive in bursts and are written in batches: one multi-row INSERT per
 * table per flush is ~20× cheaper than a row each (docs/architecture.md §7), and the page_views
 * statement trigger then upserts the daily rollup once per batch.
 */
/**
 * PostgreSQL's wire protocol counts a statement's parameters in 16 bits: past 65,535 a bind
 * fails (or, on PGlite, wraps around). A batch held through a slow spell can be 20,000 rows
 * of a dozen columns, so it is written in statements that stay under the limit, all in the
 * caller's transaction.
 */
const MAX_PARAMETERS = 65_535;

async function insertInChunks<T extends 'pageViews' | 'interactions' | 'goals'>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}

export const insertPageViews = (db: Db, rows: NewPageView[]): Promise<void> =>
  insertInChunks(db, 'pageViews', rows);

export const insertInteractions = (db: Db, rows: NewInteraction[]): Promise<void> =>
  insertInChunks(db, 'interactions', rows);

export const insertGoals = (db: Db, rows: NewGoal[]): Promise<void> =>
  insertInChunks(db, 'goals', rows);

export interface PageViewChanges {
  timeOnPage?: number;
  isExitPage?: boolean;
  clicks?: number;
}

/**
 * Updates a page view only when it belongs to the given visit: knowing a page view's id
 * alone does not let anyone change it. Answers whether a row matched.
 */
export const updatePageView = async (
  db: Db,
  ref: { id: string; sessionId: string },
  changes: PageViewChanges,
): Promise<boolean> => {
  if (Object.keys(changes).length === 0) {
    const row = await db
      .selectFrom('pageViews')
      .select('id')
      .where('id', '=', ref.id)
      .where('sessionId', '=', ref.sessionId)
      .executeTakeFirst();
    return row !== undefined;
  }
  const result = await db
    .updateTable('pageViews')
    .set(changes)
    .where('id', '=', ref.id)
    .where('sessionId', '=', ref.sessionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The visit a stored page view belongs to, if the page view exists. */
export const findPageViewSessionId = async (
  db: Db,
  pageViewId: string,
): Promise<string | undefined> => {
  const row = await db
    .selectFrom('pageViews')
    .select('sessionId')
    .where('id', '=', pageViewId)
    .executeTakeFirst();
  return row?.sessionId;
};
