import { sql } from 'kysely';
import type { Db } from '../client';

/** Rows per delete statement: short statements keep PGlite's single connection responsive. */
const BATCH = 5_000;

export interface AnalyticsDeletion {
  sessions: number;
  pageViews: number;
  interactions: number;
  goals: number;
  dailyRows: number;
}

async function deleteInBatches(
  db: Db,
  table: 'visitor_sessions' | 'page_views' | 'interactions' | 'goals',
  column: 'started_at' | 'viewed_at' | 'occurred_at' | 'achieved_at',
  before: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from ${sql.table(table)} where id in (
        select id from ${sql.table(table)} where ${sql.ref(column)} < ${before} limit ${BATCH}
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/**
 * Retention: visits started before `before` go with everything recorded in them (foreign
 * keys cascade), then any raw event older than that, then the daily page and session
 * rollups for days that ended before the cutoff's day. A few thousand rows per statement, so a large first
 * run does not hold the database for long.
 */
export async function deleteAnalyticsBefore(db: Db, before: Date): Promise<AnalyticsDeletion> {
  const sessions = await deleteInBatches(db, 'visitor_sessions', 'started_at', before);
  const pageViews = await deleteInBatches(db, 'page_views', 'viewed_at', before);
  const interactions = await deleteInBatches(db, 'interactions', 'occurred_at', before);
  const goals = await deleteInBatches(db, 'goals', 'achieved_at', before);
  const cutoffDay = before.toISOString().slice(0, 10);
  const daily = await sql`delete from page_view_daily where day < ${cutoffDay}::date`.execute(db);
  // The session rollups of those days are empty by now (their triggers took every deleted
  // session off); their rows go too.
  await sql`delete from visitor_session_daily where day < ${cutoffDay}::date`.execute(db);
  return {
    sessions,
    pageViews,
    interactions,
    goals,
    dailyRows: Number(daily.numAffectedRows ?? 0),
  };
}
