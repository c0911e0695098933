import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { GoalsTable, InteractionsTable, PageViewsTable } from '../schema';

export type NewPageView = Insertable<PageViewsTable>;
export type NewInteraction = Insertable<InteractionsTable>;
export type NewGoal = Insertable<GoalsTable>;

/**
 * Tracker events arrive in bursts and are written in batches: one multi-row INSERT per
 * table per flush is ~20× cheaper than a row each (docs/architecture.md §7), and the page_views
 * statement trigger then upserts the daily rollup once per batch.
 */
export const insertPageViews = async (db: Db, rows: NewPageView[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto('pageViews').values(rows).execute();
};

export const insertInteractions = async (db: Db, rows: NewInteraction[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto('interactions').values(rows).execute();
};

export const insertGoals = async (db: Db, rows: NewGoal[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto('goals').values(rows).execute();
};

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
