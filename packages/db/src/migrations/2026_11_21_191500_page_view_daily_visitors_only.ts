import { type Kysely, sql } from 'kysely';

/**
 * The daily page rollup counted every page view, staff browsing included, while every other
 * Sessions-tab figure leaves staff sessions out. The trigger functions now count only views
 * of visitor sessions (a join on the session's primary key per batched statement).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function page_view_daily_insert() returns trigger language plpgsql as $$
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
    create or replace function page_view_daily_update() returns trigger language plpgsql as $$
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
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function page_view_daily_insert() returns trigger language plpgsql as $$
    begin
      insert into page_view_daily as d (day, path, views, time_total, time_count)
      select (viewed_at at time zone 'UTC')::date, path, count(*),
             coalesce(sum(time_on_page), 0), count(time_on_page)
      from inserted group by 1, 2
      on conflict (day, path) do update set
        views = d.views + excluded.views,
        time_total = d.time_total + excluded.time_total,
        time_count = d.time_count + excluded.time_count;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function page_view_daily_update() returns trigger language plpgsql as $$
    begin
      insert into page_view_daily as d (day, path, views, time_total, time_count)
      select (n.viewed_at at time zone 'UTC')::date, n.path, 0,
             sum(coalesce(n.time_on_page, 0) - coalesce(o.time_on_page, 0)),
             count(n.time_on_page) - count(o.time_on_page)
      from updated n join previous o using (id)
      where n.time_on_page is distinct from o.time_on_page
      group by 1, 2
      on conflict (day, path) do update set
        time_total = d.time_total + excluded.time_total,
        time_count = d.time_count + excluded.time_count;
      return null;
    end $$`.execute(db);
}
