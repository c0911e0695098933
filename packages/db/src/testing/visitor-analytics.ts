import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';

/**
 * Test-only writers for a known visitor-analytics data set (the tracker's own ingestion
 * batches and validates; tests need exact rows at exact times instead).
 */
export type VisitorSessionSeed = Omit<Insertable<Database['visitorSessions']>, 'clientId'> & {
  clientId?: string;
};

export async function seedVisitorSession(db: Db, session: VisitorSessionSeed): Promise<string> {
  const row = await db
    .insertInto('visitorSessions')
    .values({ clientId: `sess_seed_${randomUUID()}`, ...session })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type PageViewSeed = Omit<Insertable<Database['pageViews']>, 'id'>;

/** One multi-row insert, as ingestion does, so the rollup trigger sees one statement. */
export async function seedPageViews(db: Db, views: PageViewSeed[]): Promise<string[]> {
  if (views.length === 0) return [];
  const rows = views.map((view) => ({ id: randomUUID(), ...view }));
  await db.insertInto('pageViews').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Later time on page for one view, as the tracker's PATCH reports it. */
export async function seedTimeOnPage(db: Db, id: string, timeOnPage: number): Promise<void> {
  await db.updateTable('pageViews').set({ timeOnPage }).where('id', '=', id).execute();
}

export type InteractionSeed = Omit<Insertable<Database['interactions']>, 'id'>;

export async function seedInteractions(db: Db, interactions: InteractionSeed[]): Promise<void> {
  if (interactions.length === 0) return;
  await db
    .insertInto('interactions')
    .values(interactions.map((interaction) => ({ id: randomUUID(), ...interaction })))
    .execute();
}

export type GoalSeed = Omit<Insertable<Database['goals']>, 'id'>;

export async function seedGoals(db: Db, goals: GoalSeed[]): Promise<void> {
  if (goals.length === 0) return;
  await db
    .insertInto('goals')
    .values(goals.map((goal) => ({ id: randomUUID(), ...goal })))
    .execute();
}
