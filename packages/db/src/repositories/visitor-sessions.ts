import { type Insertable, sql } from 'kysely';
import type { Db } from '../client';
import type { VisitorSessionsTable } from '../schema';

export type NewVisitorSession = Insertable<VisitorSessionsTable>;

/** What ingestion needs to know about a visit to accept an event for it. */
export interface VisitorSessionRef {
  id: string;
  clientId: string;
  userId: string | null;
  isStaff: boolean;
  startedAt: Date;
  endedAt: Date | null;
}

const refColumns = ['id', 'clientId', 'userId', 'isStaff', 'startedAt', 'endedAt'] as const;

/**
 * Starts a visit and returns its database id. A second start with the same client id (the
 * tracker retried, or the page was restored) answers with the visit that already exists:
 * whoever sends the client id already holds the capability over that visit.
 */
export const insertVisitorSession = async (
  db: Db,
  session: NewVisitorSession,
): Promise<VisitorSessionRef> =>
  db
    .insertInto('visitorSessions')
    .values(session)
    .onConflict((oc) =>
      oc.column('clientId').doUpdateSet({
        lastActiveAt: sql<Date>`greatest(visitor_sessions.last_active_at, excluded.last_active_at)`,
      }),
    )
    .returning(refColumns)
    .executeTakeFirstOrThrow();

/** A visit by its database id or by the id the browser made up (docs/architecture.md §5). */
export const findVisitorSession = (
  db: Db,
  ref: { id: string } | { clientId: string },
): Promise<VisitorSessionRef | undefined> => {
  const query = db.selectFrom('visitorSessions').select(refColumns);
  return (
    'id' in ref ? query.where('id', '=', ref.id) : query.where('clientId', '=', ref.clientId)
  ).executeTakeFirst();
};

export interface VisitorSessionChanges {
  lastActiveAt?: Date;
  /** Only ever set to true: a conversion is not taken back. */
  converted?: true;
  timezone?: string | null;
  screenResolution?: string | null;
  isStaff?: true;
}

export const updateVisitorSession = async (
  db: Db,
  id: string,
  changes: VisitorSessionChanges,
): Promise<void> => {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('visitorSessions').set(changes).where('id', '=', id).execute();
};

/**
 * Records a visit's end. The browser sends one per page unload, but a reload or a return
 * from the back/forward cache continues the same visit and ends it again later: the latest
 * end wins, and the duration only grows (a retried or late beacon cannot shorten it).
 */
export const endVisitorSession = async (
  db: Db,
  id: string,
  end: { endedAt: Date; totalDuration: number; bounced: boolean },
): Promise<void> => {
  await db
    .updateTable('visitorSessions')
    .set({
      endedAt: end.endedAt,
      lastActiveAt: end.endedAt,
      bounced: end.bounced,
      totalDuration: sql<number>`greatest(coalesce(total_duration, 0), ${end.totalDuration}::int)`,
    })
    .where('id', '=', id)
    .execute();
};

/** Fills the campaign fields from the entry page's query when the start carried none. */
export const setVisitorSessionUtmIfEmpty = async (
  db: Db,
  id: string,
  utm: Pick<
    NewVisitorSession,
    'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'
  >,
): Promise<void> => {
  await db
    .updateTable('visitorSessions')
    .set(utm)
    .where('id', '=', id)
    .where('utmSource', 'is', null)
    .where('utmMedium', 'is', null)
    .where('utmCampaign', 'is', null)
    .where('utmTerm', 'is', null)
    .where('utmContent', 'is', null)
    .execute();
};

/**
 * Names the visitor of an anonymous visit once they are known (an application submitted,
 * an event sent signed in). A visit that already has a user, or a staff visit, is left as
 * it is. Answers whether the visit was linked.
 */
export const linkVisitorSessionUser = async (
  db: Db,
  ref: { id: string } | { clientId: string },
  userId: string,
): Promise<boolean> => {
  let query = db
    .updateTable('visitorSessions')
    .set({ userId })
    .where('userId', 'is', null)
    .where('isStaff', '=', false);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('clientId', '=', ref.clientId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** What one flush of queued events tells about each visit it touched. */
export interface VisitorSessionTouch {
  id: string;
  lastActiveAt: Date;
  userId: string | null;
  converted: boolean;
}

/**
 * One statement for every visit a flush touched: activity time moves forward, a user is
 * filled in where none was (never on staff visits), a conversion is kept.
 */
export const touchVisitorSessions = async (
  db: Db,
  touches: VisitorSessionTouch[],
): Promise<void> => {
  if (touches.length === 0) return;
  // Arrays travel as text and are cast in SQL: both drivers pass a text[] the same way.
  const ids = touches.map((t) => t.id);
  const times = touches.map((t) => t.lastActiveAt.toISOString());
  const users = touches.map((t) => t.userId);
  const converted = touches.map((t) => (t.converted ? 'true' : 'false'));
  await sql`
    update visitor_sessions s set
      last_active_at = greatest(s.last_active_at, t.at::timestamptz),
      user_id = case when s.is_staff then s.user_id else coalesce(s.user_id, t.user_id::uuid) end,
      converted = s.converted or t.converted::boolean
    from unnest(${ids}::text[], ${times}::text[], ${users}::text[], ${converted}::text[])
      as t(id, at, user_id, converted)
    where s.id = t.id::uuid`.execute(db);
};

/** How many interactions a visit has stored: at most one means it bounced. */
export const countVisitorInteractions = async (db: Db, sessionId: string): Promise<number> => {
  const row = await db
    .selectFrom('interactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sessionId', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
