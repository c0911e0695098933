import { type Kysely, sql } from 'kysely';

const id = 'uuid';
const now = sql`now()`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One visit as the tracker sees it. `client_id` is the id the browser made up (prefix,
  // timestamp, random string): knowing it, or the random database id it got back, is what
  // lets a visitor write to the visit, so neither may be guessable. Device, browser,
  // referrer type, location and fingerprint are computed by the server, not taken from
  // the browser. Staff visits are kept out of every figure (`is_staff`).
  await db.schema
    .createTable('visitor_sessions')
    .addColumn('id', id, (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('timezone', 'text')
    .addColumn('device_type', 'text', (c) =>
      c.check(sql`device_type in ('tablet', 'mobile', 'desktop')`),
    )
    .addColumn('operating_system', 'text')
    .addColumn('browser', 'text')
    .addColumn('browser_version', 'text')
    .addColumn('screen_resolution', 'text')
    .addColumn('referrer', 'text')
    .addColumn('referrer_domain', 'text')
    .addColumn('referrer_type', 'text', (c) =>
      c.check(sql`referrer_type in ('direct', 'search', 'social', 'internal', 'referral')`),
    )
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('total_duration', 'integer')
    .addColumn('bounced', 'boolean')
    .addColumn('converted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The Sessions tab reads visitor (non-staff) sessions by start time: ranges, the
  // per-day chart and the most recent list.
  await sql`create index visitor_sessions_started_idx on visitor_sessions
    (started_at desc, id desc) where not is_staff`.execute(db);
  await db.schema
    .createIndex('visitor_sessions_user_idx')
    .on('visitor_sessions')
    .column('user_id')
    .where(sql.ref('user_id'), 'is not', null)
    .execute();

  // Page views get their id from the server before the (batched) insert, so the browser has
  // it at once; hence no database default.
  await db.schema
    .createTable('page_views')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('session_id', id, (c) =>
      c.notNull().references('visitor_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('query_params', 'jsonb')
    .addColumn('referrer_page', 'text')
    .addColumn('is_entry_page', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('time_on_page', 'integer')
    .addColumn('is_exit_page', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('page_views_session_idx')
    .on('page_views')
    .columns(['session_id', 'viewed_at'])
    .execute();
  await db.schema
    .createIndex('page_views_viewed_at_idx')
    .on('page_views')
    .column('viewed_at')
    .execute();

  await db.schema
    .createTable('interactions')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('session_id', id, (c) =>
      c.notNull().references('visitor_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', id, (c) => c.references('users.id').onDelete('set null'))
    // No foreign key: a page view and its clicks can share one batched insert.
    .addColumn('page_view_id', id)
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_category', 'text', (c) => c.notNull().defaultTo('user_interaction'))
    .addColumn('event_action', 'text', (c) => c.notNull())
    .addColumn('element_id', 'text')
    .addColumn('element_text', 'text')
    .addColumn('path', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('interactions_session_idx')
    .on('interactions')
    .columns(['session_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('interactions_occurred_at_idx')
    .on('interactions')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('session_id', id, (c) =>
      c.notNull().references('visitor_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', id, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('goal_type', 'text', (c) => c.notNull())
    .addColumn('goal_value', 'numeric(12, 2)')
    .addColumn('time_to_conversion', 'integer')
    .addColumn('achieved_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('goals_type_idx')
    .on('goals')
    .columns(['goal_type', 'achieved_at'])
    .execute();
  await db.schema.createIndex('goals_session_idx').on('goals').column('session_id').execute();

  // Page views per UTC day and path, kept by statement triggers on page_views (one upsert per
  // batched insert or update), so "top pages" over months never scans raw page views. Like
  // every Sessions-tab figure, it counts visitor sessions only, never staff browsing.
  await db.schema
    .createTable('page_view_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('time_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_daily_pk', ['day', 'path'])
    .execute();

  await sql`
    create function page_view_daily_insert() returns trigger language plpgsql as $$
    begin
      insert into page_view_daily as d (day, path, views, time_total, time_count)
      select (i.viewed_at at time zone 'UTC')::date, i.path, count(*),
             coalesce(sum(i.time_on_page), 0), count(i.time_on_page)
      from inserted i join visitor_sessions s on s.id = i.session_id
      where not s.is_staff
      group by 1, 2
      on conflict (day, path) do update set
        views = d.views + excluded.views,
        time_total = d.time_total + excluded.time_total,
        time_count = d.time_count + excluded.time_count;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger page_views_daily_insert after insert on page_views
    referencing new table as inserted
    for each statement execute function page_view_daily_insert()`.execute(db);

  // Time on page arrives later (PATCH); add the difference to the day the view belongs to.
  await sql`
    create function page_view_daily_update() returns trigger language plpgsql as $$
    begin
      insert into page_view_daily as d (day, path, views, time_total, time_count)
      select (n.viewed_at at time zone 'UTC')::date, n.path, 0,
             sum(coalesce(n.time_on_page, 0) - coalesce(o.time_on_page, 0)),
             count(n.time_on_page) - count(o.time_on_page)
      from updated n join previous o using (id)
      join visitor_sessions s on s.id = n.session_id
      where n.time_on_page is distinct from o.time_on_page and not s.is_staff
      group by 1, 2
      on conflict (day, path) do update set
        time_total = d.time_total + excluded.time_total,
        time_count = d.time_count + excluded.time_count;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger page_views_daily_update after update on page_views
    referencing new table as updated old table as previous
    for each statement execute function page_view_daily_update()`.execute(db);

  // A visit becomes staff when someone signs in as staff during it (the tracker started
  // before sign-in): the views it already counted come off the rollup, as every other
  // figure leaves the whole visit out.
  await sql`
    create function visitor_session_became_staff() returns trigger language plpgsql as $$
    begin
      update page_view_daily d set
        views = d.views - v.views,
        time_total = d.time_total - v.time_total,
        time_count = d.time_count - v.time_count
      from (
        select (viewed_at at time zone 'UTC')::date as day, path, count(*) as views,
               coalesce(sum(time_on_page), 0) as time_total, count(time_on_page) as time_count
        from page_views where session_id = new.id group by 1, 2
      ) v
      where d.day = v.day and d.path = v.path;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger visitor_sessions_became_staff after update of is_staff on visitor_sessions
    for each row when (new.is_staff and not old.is_staff)
    execute function visitor_session_became_staff()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_view_daily').execute();
  await db.schema.dropTable('goals').execute();
  await db.schema.dropTable('interactions').execute();
  await db.schema.dropTable('page_views').execute();
  await sql`drop function if exists page_view_daily_insert(), page_view_daily_update()`.execute(db);
  await db.schema.dropTable('visitor_sessions').execute();
  await sql`drop function if exists visitor_session_became_staff()`.execute(db);
}
