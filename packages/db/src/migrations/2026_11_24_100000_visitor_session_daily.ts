import { type Kysely, sql } from 'kysely';

/**
 * Per-day rollups of visitor sessions (issue 16), kept like page_view_daily by statement
 * triggers, so the Sessions tab's cards and chart over all time read a few hundred rollup
 * rows instead of every session:
 * - visitor_session_daily: per UTC day of the start, the sessions, how many converted, and
 *   the sum of their lengths (numeric: exact, however often heartbeats add and take away).
 * - visitor_user_daily: per day, the signed-in users who had sessions, for the distinct
 *   user count (distinct users do not add up across days; distinct (day, user) pairs do).
 * Like every Sessions-tab figure they count visitor sessions only, never staff ones. A
 * session's length is its reported total_duration, or the span its heartbeats prove
 * (sessionTotals in visitor-reports.ts).
 */
/** A session's length in seconds: reported, or the span its heartbeats prove. */
const duration = (s: string) =>
  `coalesce(${s}.total_duration, date_part('epoch', ${s}.last_active_at - ${s}.started_at))::numeric`;
/** What one session adds to its day; `s` is the row, `sign` 1 to add it or -1 to take it off. */
const contribution = (s: string, sign: 1 | -1) => `
  select (${s}.started_at at time zone 'UTC')::date as day, ${s}.user_id, ${sign} as sessions,
         ${sign} * ${s}.converted::int as converted, ${sign} * ${duration(s)} as duration`;
/** An update matters only when it changes what the session counts as. */
const changed = `(n.is_staff <> o.is_staff or n.user_id is distinct from o.user_id
  or n.converted <> o.converted or n.started_at <> o.started_at
  or ${duration('n')} <> ${duration('o')})`;

/** Each trigger's rows of change, from its transition tables (an update: -old, +new). */
const deltaOf = {
  insert: `${contribution('n', 1)} from new_rows n where not n.is_staff`,
  update: `${contribution('o', -1)} from old_rows o join new_rows n on n.id = o.id
      where not o.is_staff and ${changed}
    union all
    ${contribution('n', 1)} from old_rows o join new_rows n on n.id = o.id
      where not n.is_staff and ${changed}`,
  delete: `${contribution('o', -1)} from old_rows o where not o.is_staff`,
};

/**
 * Adds a delta to both rollups in one statement. Day rows are upserted in day order, so
 * concurrent statements lock them in the same order and cannot deadlock; a day whose
 * figures do not move is not written (a heartbeat of an ended session).
 */
const applyDelta = (delta: string) => `
  with delta as (${delta}),
  days as (
    insert into visitor_session_daily as d (day, sessions, converted, duration_total)
    select day, sum(sessions), sum(converted), sum(duration) from delta
    group by day having sum(sessions) <> 0 or sum(converted) <> 0 or sum(duration) <> 0
    order by day
    on conflict (day) do update set
      sessions = d.sessions + excluded.sessions,
      converted = d.converted + excluded.converted,
      duration_total = d.duration_total + excluded.duration_total
  )
  insert into visitor_user_daily as d (day, user_id, sessions)
  select day, user_id, sum(sessions) from delta
  where user_id is not null group by day, user_id having sum(sessions) <> 0
  order by day, user_id
  on conflict (day, user_id) do update set sessions = d.sessions + excluded.sessions`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_session_daily')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_total', 'numeric', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('visitor_user_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_user_daily_pk', ['day', 'user_id'])
    .execute();
  // Pairs whose sessions went (a user deleted, a visit turned staff) are removed through it.
  await sql`create index visitor_user_daily_empty_idx on visitor_user_daily (day)
    where sessions = 0`.execute(db);

  for (const [event, delta] of Object.entries(deltaOf)) {
    await sql
      .raw(`
        create function visitor_session_rollup_${event}() returns trigger language plpgsql as $$
        begin
          ${applyDelta(delta)};
          delete from visitor_user_daily where sessions = 0;
          return null;
        end $$`)
      .execute(db);
    const tables = {
      insert: 'new table as new_rows',
      update: 'old table as old_rows new table as new_rows',
      delete: 'old table as old_rows',
    }[event];
    await sql
      .raw(`
        create trigger visitor_sessions_rollup_${event} after ${event} on visitor_sessions
        referencing ${tables}
        for each statement execute function visitor_session_rollup_${event}()`)
      .execute(db);
  }

  // The sessions already recorded. The triggers exist first and CREATE TRIGGER locks out
  // writers until this migration commits, so no session is counted twice or missed.
  await sql`
    insert into visitor_session_daily (day, sessions, converted, duration_total)
    select (started_at at time zone 'UTC')::date, count(*), count(*) filter (where converted),
           coalesce(sum(coalesce(total_duration,
             date_part('epoch', last_active_at - started_at))::numeric), 0)
    from visitor_sessions where not is_staff group by 1`.execute(db);
  await sql`
    insert into visitor_user_daily (day, user_id, sessions)
    select (started_at at time zone 'UTC')::date, user_id, count(*)
    from visitor_sessions where not is_staff and user_id is not null group by 1, 2`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(`drop trigger if exists visitor_sessions_rollup_${event} on visitor_sessions`)
      .execute(db);
    await sql.raw(`drop function if exists visitor_session_rollup_${event}()`).execute(db);
  }
  await db.schema.dropTable('visitor_user_daily').ifExists().execute();
  await db.schema.dropTable('visitor_session_daily').ifExists().execute();
}
