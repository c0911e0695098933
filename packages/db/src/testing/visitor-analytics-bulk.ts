import { sql } from 'kysely';
import type { Db } from '../client';

export interface BulkVisitorOptions {
  sessions: number;
  /** Page views per session; sessions × this is the page-view total. */
  viewsPerSession: number;
  /** Sessions start spread evenly (by a fixed hash) over this many days before `now`. */
  days: number;
  now: Date;
}

const PATHS = [
  '/',
  '/about',
  '/application',
  '/login',
  '/dashboard',
  '/messages',
  '/forgot-password',
  '/reset-password',
  ...Array.from({ length: 22 }, (_, i) => `/help/article-${i + 1}`),
];
const REFERRERS = ['google.com', 'bing.com', 'facebook.com', 'duckduckgo.com', 'news.example'];

/**
 * Benchmark data, made by the database itself (INSERT … SELECT over generate_series, no
 * row-by-row round trips): sessions spread over `days`, one in five signed in (linked to
 * existing users in turn), one in fifty staff, a third without referrer; `viewsPerSession`
 * page views each (one statement, so the rollup trigger runs once); two interactions per
 * session; application_started on ~15 % and application_submitted on ~8 % of sessions.
 * Deterministic: the same options give the same data.
 */
export async function seedVisitorAnalyticsBulk(db: Db, options: BulkVisitorOptions) {
  const spanSeconds = options.days * 86_400;
  const paths = sql`(${sql.val(PATHS)}::text[])`;
  const referrers = sql`(${sql.val(REFERRERS)}::text[])`;
  await sql`
    with u as (select id, row_number() over (order by id) as n from users)
    insert into visitor_sessions (client_id, user_id, is_staff, device_type, operating_system,
      browser, browser_version, referrer_domain, referrer_type, city, country, utm_source,
      started_at, last_active_at, ended_at, total_duration, bounced, converted)
    select 'sess_bench_' || g,
      u.id,
      g % 50 = 0,
      (array['desktop', 'mobile', 'tablet'])[1 + g % 3],
      (array['Windows', 'macOS', 'iOS', 'Android', 'Linux'])[1 + g % 5],
      (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + g % 4], '120.0',
      case when g % 3 = 0 then null else ${referrers}[1 + (g / 3) % ${REFERRERS.length}] end,
      case when g % 3 = 0 then 'direct' else 'search' end,
      'Springfield', 'United States',
      case when g % 10 = 0 then 'newsletter' end,
      t.started, t.started + make_interval(secs => g % 900), t.started + make_interval(secs => g % 900),
      g % 900, g % 4 = 0, g % 12 = 0
    from generate_series(1, ${options.sessions}::int) as g
    cross join lateral (select ${options.now}::timestamptz
      - make_interval(secs => (g::bigint * 7919) % ${spanSeconds}) as started) t
    left join u on g % 5 = 0 and u.n = 1 + (g / 5) % (select greatest(count(*), 1) from users)
  `.execute(db);
  await sql`
    insert into page_views (id, session_id, user_id, path, title, is_entry_page, viewed_at,
      time_on_page, is_exit_page)
    select gen_random_uuid(), s.id, s.user_id,
      ${paths}[1 + abs(hashtext(s.client_id || k)) % ${PATHS.length}], 'Benefit Advance',
      k = 0, s.started_at + make_interval(secs => k * 30),
      case when k % 5 = 4 then null else 5 + abs(hashtext(s.client_id || k)) % 200 end,
      k = ${options.viewsPerSession - 1}
    from visitor_sessions s cross join generate_series(0, ${options.viewsPerSession - 1}::int) k
  `.execute(db);
  await sql`
    insert into interactions (id, session_id, user_id, event_type, event_action, element_id,
      element_text, path, occurred_at)
    select gen_random_uuid(), s.id, s.user_id, 'click', 'click', 'cta-' || k, 'Apply now', '/',
      s.started_at + make_interval(secs => 10 + k)
    from visitor_sessions s cross join generate_series(1, 2) k
  `.execute(db);
  await sql`
    insert into goals (id, session_id, user_id, goal_type, goal_value, time_to_conversion, achieved_at)
    select gen_random_uuid(), s.id, s.user_id, goal.type, goal.value, 60, s.started_at + interval '1 minute'
    from visitor_sessions s
    cross join lateral (values ('application_started', null::numeric),
                               ('application_submitted', 500::numeric)) goal(type, value)
    where (goal.type = 'application_started' and abs(hashtext(s.client_id)) % 100 < 15)
       or (goal.type = 'application_submitted' and abs(hashtext(s.client_id)) % 100 < 8)
  `.execute(db);
}
