import { analyticsMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import {
  seedGoals,
  seedInteractions,
  seedPageViews,
  seedTimeOnPage,
  seedVisitorSession,
} from '@advance/db/testing/visitor-analytics';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, customer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function apply(email: string) {
  const res = await client().request('POST', '/api/applications', {
    json: applicationBody({ email }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; userId: string };
}

/**
 * The known data set. Visitor sessions:
 *   S1 1 hour ago, Ada (approved), google.com, converted, 300 s, 3 views ('/' twice), 2 clicks,
 *      started + submitted
 *   S2 2 days ago, Bob (not approved), direct, converted, 120 s, bounced, '/', started + submitted
 *   S3 3 days ago, anonymous, google.com, never ended: 90 s between start and last heartbeat,
 *      '/about', started
 *   S4 10 days ago, anonymous, facebook.com, 600 s, '/about'
 * and one staff session 1 hour ago that must appear nowhere.
 */
async function seedKnownData() {
  const db = server.db.db;
  const ada = await apply(customer.email);
  const bob = await apply('bob@example.com');
  const review = await root.request('PATCH', `/api/admin/applications/${ada.id}/review`, {
    json: { status: 'Approved' },
  });
  expect(review.status).toBe(200);

  const s1Start = ago(HOUR);
  const s1 = await seedVisitorSession(db, {
    userId: ada.userId,
    startedAt: s1Start,
    lastActiveAt: new Date(s1Start.getTime() + 5 * MINUTE),
    totalDuration: 300,
    bounced: false,
    converted: true,
    referrer: 'https://www.google.com/search?q=advance',
    referrerDomain: 'google.com',
    referrerType: 'search',
    city: 'Austin',
    country: 'United States',
    deviceType: 'desktop',
    operatingSystem: 'macOS',
    browser: 'Chrome',
    browserVersion: '131.0',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  });
  const [home, apply1] = await seedPageViews(db, [
    { sessionId: s1, path: '/', viewedAt: s1Start, isEntryPage: true },
    { sessionId: s1, path: '/application', viewedAt: new Date(s1Start.getTime() + MINUTE) },
    { sessionId: s1, path: '/', viewedAt: new Date(s1Start.getTime() + 3 * MINUTE) },
  ]);
  // Time on page arrives later, through the rollup's update trigger.
  await seedTimeOnPage(db, home as string, 60);
  await seedTimeOnPage(db, apply1 as string, 120);
  await seedInteractions(db, [
    { sessionId: s1, eventType: 'click', eventAction: 'click', path: '/', occurredAt: s1Start },
    {
      sessionId: s1,
      eventType: 'form_submit',
      eventAction: 'submit',
      path: '/application',
      occurredAt: s1Start,
    },
  ]);

  const s2Start = ago(2 * DAY);
  const s2 = await seedVisitorSession(db, {
    userId: bob.userId,
    startedAt: s2Start,
    lastActiveAt: s2Start,
    totalDuration: 120,
    bounced: true,
    converted: true,
  });
  await seedPageViews(db, [{ sessionId: s2, path: '/', viewedAt: s2Start, timeOnPage: 30 }]);

  const s3Start = ago(3 * DAY);
  const s3 = await seedVisitorSession(db, {
    startedAt: s3Start,
    lastActiveAt: new Date(s3Start.getTime() + 90_000),
    referrerDomain: 'google.com',
  });
  await seedPageViews(db, [{ sessionId: s3, path: '/about', viewedAt: s3Start, timeOnPage: 45 }]);

  const s4Start = ago(10 * DAY);
  const s4 = await seedVisitorSession(db, {
    startedAt: s4Start,
    lastActiveAt: s4Start,
    totalDuration: 600,
    referrerDomain: 'facebook.com',
  });
  await seedPageViews(db, [{ sessionId: s4, path: '/about', viewedAt: s4Start, timeOnPage: 100 }]);

  await seedGoals(db, [
    { sessionId: s1, goalType: 'application_started', achievedAt: s1Start },
    { sessionId: s1, goalType: 'application_submitted', goalValue: 500, achievedAt: s1Start },
    { sessionId: s2, goalType: 'application_started', achievedAt: s2Start },
    // A second submit in one session still counts the session once.
    { sessionId: s2, goalType: 'application_submitted', goalValue: 500, achievedAt: s2Start },
    { sessionId: s2, goalType: 'application_submitted', goalValue: 250, achievedAt: s2Start },
    { sessionId: s3, goalType: 'application_started', achievedAt: s3Start },
  ]);

  const staff = await seedVisitorSession(db, {
    isStaff: true,
    startedAt: ago(HOUR),
    totalDuration: 5000,
    converted: true,
    referrerDomain: 'staff.example',
  });
  await seedPageViews(db, [
    { sessionId: staff, path: '/admin', viewedAt: ago(HOUR), timeOnPage: 500 },
  ]);
  await seedGoals(db, [
    { sessionId: staff, goalType: 'application_started', achievedAt: ago(HOUR) },
    { sessionId: staff, goalType: 'application_submitted', achievedAt: ago(HOUR) },
  ]);

  return { s1, s2, s3, s4, s1Start, s2Start, s3Start, s4Start, ada };
}

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const paths = [
  '/api/admin/sessions',
  '/api/admin/analytics/sessions',
  '/api/admin/analytics/pages',
  '/api/admin/analytics/referrers',
];

describe(`admin analytics on ${describeTestDb()}`, () => {
  it('answers 401 signed out, 403 to a customer, and 400 to a bad range', async () => {
    await apply(customer.email);
    const ada = client();
    await signIn(ada, customer);
    for (const path of paths) {
      expect((await client().get(path)).status, path).toBe(401);
      expect((await ada.get(path)).status, path).toBe(403);
      const bad = await root.get(`${path}?range=90d`);
      expect(bad.status, path).toBe(400);
      expect(bad.body).toEqual({
        message: expect.any(String),
        errors: { range: analyticsMessages.rangeInvalid },
      });
    }
    const tooMany = await root.get('/api/admin/sessions?limit=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ errors: { limit: expect.any(String) } });
  });

  it('reports empty figures when nobody has visited', async () => {
    const res = await root.get('/api/admin/analytics/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      range: '7d',
      summary: { totalSessions: 0, uniqueUsers: 0, avgDuration: 0, conversionRate: 0 },
      recentSessions: [],
      funnel: [
        { step: 'visits', count: 0, percentOfVisits: 0 },
        { step: 'started', count: 0, percentOfVisits: 0 },
        { step: 'submitted', count: 0, percentOfVisits: 0 },
        { step: 'approved', count: 0, percentOfVisits: 0 },
      ],
    });
    expect((res.body as { perDay: unknown[] }).perDay).toHaveLength(8);
    expect((await root.get('/api/admin/analytics/pages')).body).toEqual([]);
    expect((await root.get('/api/admin/analytics/referrers')).body).toEqual([]);
  });

  it('computes the cards, chart, funnel and recent sessions of the last 7 days', async () => {
    const known = await seedKnownData();
    const res = await root.get('/api/admin/analytics/sessions');
    expect(res.status).toBe(200);
    const body = res.body as {
      from: string;
      summary: unknown;
      perDay: Array<{ day: string; sessions: number }>;
      funnel: unknown;
      recentSessions: Array<Record<string, unknown>>;
    };
    expect(body.summary).toEqual({
      totalSessions: 3,
      uniqueUsers: 2,
      // (300 + 120 + 90) / 3: S3 never ended, its heartbeats prove 90 s.
      avgDuration: 170,
      conversionRate: 66.7,
    });
    expect(body.funnel).toEqual([
      { step: 'visits', count: 3, percentOfVisits: 100 },
      { step: 'started', count: 3, percentOfVisits: 100 },
      { step: 'submitted', count: 2, percentOfVisits: 66.7 },
      { step: 'approved', count: 1, percentOfVisits: 33.3 },
    ]);

    // One entry per UTC day from the range's first day to today, zeros included.
    expect(body.perDay).toHaveLength(8);
    expect(body.perDay[0]?.day).toBe(utcDay(new Date(body.from)));
    expect(body.perDay.at(-1)?.day).toBe(utcDay(new Date()));
    const expected = new Map<string, number>();
    for (const start of [known.s1Start, known.s2Start, known.s3Start]) {
      expected.set(utcDay(start), (expected.get(utcDay(start)) ?? 0) + 1);
    }
    for (const { day, sessions } of body.perDay) expect(sessions, day).toBe(expected.get(day) ?? 0);

    expect(body.recentSessions.map((s) => s.sessionId)).toEqual([known.s1, known.s2, known.s3]);
    expect(body.recentSessions[0]).toEqual({
      sessionId: known.s1,
      userId: known.ada.userId,
      user: { email: customer.email, firstName: 'Ada', lastName: 'Lovelace' },
      startedAt: known.s1Start.toISOString(),
      converted: true,
      bounced: false,
      city: 'Austin',
      country: 'United States',
      deviceType: 'desktop',
      operatingSystem: 'macOS',
      browser: 'Chrome',
      browserVersion: '131.0',
      referrerDomain: 'google.com',
      totalDuration: 300,
      pageViews: 3,
      interactions: 2,
      uniquePages: 2,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
    expect(body.recentSessions[2]).toMatchObject({
      userId: null,
      user: null,
      totalDuration: null,
      bounced: null,
      pageViews: 1,
      interactions: 0,
      uniquePages: 1,
    });
  });

  it('counts the 10-day-old session in 30 days and all time, and only the last hour in 24 hours', async () => {
    await seedKnownData();
    const summary = async (range: string) =>
      (
        (await root.get(`/api/admin/analytics/sessions?range=${range}`)).body as {
          summary: unknown;
        }
      ).summary;
    const month = { totalSessions: 4, uniqueUsers: 2, avgDuration: 278, conversionRate: 50 };
    expect(await summary('30d')).toEqual(month);
    expect(await summary('all')).toEqual(month);
    expect(await summary('24h')).toEqual({
      totalSessions: 1,
      uniqueUsers: 1,
      avgDuration: 300,
      conversionRate: 100,
    });
  });

  it('lists top pages with average time from the rollup, staff views left out', async () => {
    await seedKnownData();
    const pages = async (range: string) =>
      (await root.get(`/api/admin/analytics/pages?range=${range}`)).body;
    expect(await pages('7d')).toEqual([
      { path: '/', views: 3, avgTimeOnPage: 45 },
      { path: '/about', views: 1, avgTimeOnPage: 45 },
      { path: '/application', views: 1, avgTimeOnPage: 120 },
    ]);
    expect(await pages('all')).toEqual([
      { path: '/', views: 3, avgTimeOnPage: 45 },
      { path: '/about', views: 2, avgTimeOnPage: 72.5 },
      { path: '/application', views: 1, avgTimeOnPage: 120 },
    ]);
    // The last 24 hours come from raw page views: S1 only.
    expect(await pages('24h')).toEqual([
      { path: '/', views: 2, avgTimeOnPage: 60 },
      { path: '/application', views: 1, avgTimeOnPage: 120 },
    ]);
  });

  it('lists top referrers, null for direct traffic', async () => {
    await seedKnownData();
    const referrers = async (range: string) =>
      (await root.get(`/api/admin/analytics/referrers?range=${range}`)).body;
    expect(await referrers('7d')).toEqual([
      { referrer_domain: 'google.com', sessions: 2 },
      { referrer_domain: null, sessions: 1 },
    ]);
    expect(await referrers('all')).toEqual([
      { referrer_domain: 'google.com', sessions: 2 },
      { referrer_domain: null, sessions: 1 },
      { referrer_domain: 'facebook.com', sessions: 1 },
    ]);
  });

  it('pages through visitor sessions newest first', async () => {
    const known = await seedKnownData();
    const first = await root.get('/api/admin/sessions?range=all&limit=2');
    expect(first.status).toBe(200);
    const page = first.body as { items: Array<{ sessionId: string }>; total: number };
    expect(page.items.map((s) => s.sessionId)).toEqual([known.s1, known.s2]);
    expect(first.body).toMatchObject({ total: 4, totalCapped: false });
    const second = await root.get('/api/admin/sessions?range=all&limit=2&offset=2');
    expect((second.body as typeof page).items.map((s) => s.sessionId)).toEqual([
      known.s3,
      known.s4,
    ]);
    const week = await root.get('/api/admin/sessions');
    expect(week.body).toMatchObject({ total: 3 });
  });
});
