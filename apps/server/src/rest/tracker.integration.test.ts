import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { TRACKER_BODY_LIMIT_BYTES, trackerMessages } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { buildMmdb, LONDON_NETWORK } from '@advance/core/testing';
import { describeTestDb } from '@advance/db/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationBody, createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { useTestServer } from '../testing/use-test-server';
import { clientSessionId, userAgents, visitorClient } from '../testing/visitors';

/** An offline location database with one London network (a real .mmdb, read by maxmind). */
const geoDir = mkdtempSync(join(tmpdir(), 'advance-geo-'));
afterAll(() => rmSync(geoDir, { recursive: true, force: true }));

function geoDatabase(): string {
  const file = join(geoDir, 'city.mmdb');
  writeFileSync(file, buildMmdb([LONDON_NETWORK]));
  return file;
}

const { server, client } = useTestServer({
  TRUST_PROXY: 'true',
  GEOIP_DATABASE: geoDatabase(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const db = () => server().db.db;
const flush = () => server().runtime.deps.tracking.queue.flush();

async function startSession(c: TestClient, extra: Record<string, unknown> = {}) {
  const sessionId = clientSessionId();
  const res = await c.request('POST', '/api/sessions', { json: { sessionId, ...extra } });
  expect(res.status, res.text).toBe(201);
  return { clientId: sessionId, id: (res.body as { id: string }).id };
}

async function pageView(c: TestClient, sessionId: string, extra: Record<string, unknown> = {}) {
  const res = await c.request('POST', '/api/page-views', {
    json: { sessionId, path: '/', title: 'Home', ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as { id: string }).id;
}

const sessionRow = (id: string) =>
  db().selectFrom('visitorSessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countRows = async (
  table: 'pageViews' | 'interactions' | 'goals' | 'visitorSessions' | 'pageViewDaily',
) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`tracker ingestion on ${describeTestDb()}`, () => {
  it('locates a visitor from its address with the offline database, and keeps the address cut', async () => {
    const c = visitorClient(server(), { 'x-forwarded-for': '81.2.69.142' });
    const { id } = await startSession(c, { country: 'Atlantis', city: 'Nowhere' });
    expect(await sessionRow(id)).toMatchObject({
      country: 'United Kingdom',
      region: 'England',
      city: 'London',
      ipAddress: '81.2.69.0',
    });
    // An address the database does not know: no location, whatever the browser says.
    const elsewhere = await startSession(visitorClient(server()), { country: 'Atlantis' });
    expect(await sessionRow(elsewhere.id)).toMatchObject({
      country: null,
      region: null,
      city: null,
    });
  });

  it('starts a visit with what the server works out, not what the browser claims', async () => {
    const c = visitorClient(server(), { 'user-agent': userAgents.iPad });
    const { id, clientId } = await startSession(c, {
      referrer: 'https://www.google.com/search?q=cash+advance',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      timezone: 'America/New_York',
      screenResolution: '1024x1366',
      deviceType: 'desktop',
      browser: 'Firefox',
      country: 'Atlantis',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(id).toMatch(UUID);
    const row = await sessionRow(id);
    expect(row).toMatchObject({
      clientId,
      userId: null,
      isStaff: false,
      deviceType: 'tablet',
      operatingSystem: 'iOS',
      browser: 'Safari',
      browserVersion: '17.2',
      referrer: 'https://www.google.com/search',
      referrerDomain: 'google.com',
      referrerType: 'search',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      utmMedium: null,
      timezone: 'America/New_York',
      screenResolution: '1024x1366',
      // No GEOIP_DATABASE here: no location, and never the browser's.
      country: null,
      city: null,
      converted: false,
    });
    expect(row.ipAddress).toMatch(/^203\.0\.\d+\.0$/);
    expect(row.fingerprint).toMatch(/^[0-9a-f]{32}$/);

    // Either id names the visit.
    for (const ref of [clientId, id]) {
      const res = await c.get(`/api/sessions/${ref}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ id });
    }
  });

  it('answers unknown visits with a quiet 404 and malformed ids with 400', async () => {
    const c = visitorClient(server());
    const unknown = clientSessionId();
    const get = await c.get(`/api/sessions/${unknown}`);
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ message: trackerMessages.sessionNotFound });
    const patch = await c.request('PATCH', `/api/sessions/${unknown}`, { json: {} });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ message: trackerMessages.sessionNotFound });
    const end = await c.request('POST', `/api/sessions/${unknown}/end`, {
      json: { totalDuration: 5, bounced: true },
    });
    expect(end.status).toBe(404);
    const view = await c.request('POST', '/api/page-views', {
      json: { sessionId: unknown, path: '/' },
    });
    expect(view.status).toBe(404);

    const guessable = await c.get('/api/sessions/sess_1_abc');
    expect(guessable.status).toBe(400);
    expect(guessable.body).toMatchObject({
      message: expect.any(String),
      errors: expect.any(Object),
    });
  });

  it('refuses unknown fields, over-long strings, big bodies and other sites', async () => {
    const c = visitorClient(server());
    const unknownField = await c.request('POST', '/api/sessions', {
      json: { sessionId: clientSessionId(), isAdmin: true },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toMatchObject({ errors: { isAdmin: expect.any(String) } });

    const { id } = await startSession(c);
    const tooLong = await c.request('POST', '/api/interactions', {
      json: {
        sessionId: id,
        eventType: 'click',
        eventAction: 'click',
        elementText: 'x'.repeat(101),
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { elementText: expect.any(String) } });

    const badType = await c.request('POST', '/api/goals', {
      json: { sessionId: id, goalType: 'bought_a_yacht' },
    });
    expect(badType.status).toBe(400);

    const big = await c.request('POST', '/api/page-views', {
      json: { sessionId: id, path: '/', title: 'x'.repeat(TRACKER_BODY_LIMIT_BYTES) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: expect.any(String) });

    const notJson = await c.request('POST', `/api/sessions/${id}/end`, {
      body: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(400);

    const crossSite = await c.request('POST', '/api/sessions', {
      json: { sessionId: clientSessionId() },
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);
    expect(await countRows('visitorSessions')).toBe(1);
  });

  it("accepts the spec's literal payloads on every tracker path (part 7)", async () => {
    const c = visitorClient(server());
    const now = new Date().toISOString();
    const sessionId = clientSessionId();
    // Everything part 3 lists for a session, computed fields included (they are ignored).
    const started = await c.request('POST', '/api/sessions', {
      json: {
        sessionId,
        userId: null,
        ipAddress: '203.0.113.1',
        userAgent: 'Mozilla/5.0',
        fingerprint: 'a'.repeat(32),
        country: 'Nowhere',
        region: null,
        city: null,
        timezone: 'America/New_York',
        deviceType: 'desktop',
        operatingSystem: 'Linux',
        browser: 'Chrome',
        browserVersion: '120',
        screenResolution: '1920x1080',
        referrer: 'https://www.google.com/search?q=advance',
        referrerDomain: 'google.com',
        referrerType: 'search',
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        startedAt: now,
        lastActiveAt: now,
        converted: false,
      },
    });
    expect(started.status, started.text).toBe(201);
    const id = (started.body as { id: string }).id;
    const lookup = await c.request('GET', `/api/sessions/${sessionId}`);
    expect(lookup.body).toEqual({ id });

    const view = await c.request('POST', '/api/page-views', {
      json: {
        sessionId: id,
        userId: null,
        path: '/about',
        title: 'About',
        queryParams: {},
        referrerPage: null,
        isEntryPage: true,
        viewedAt: now,
      },
    });
    expect(view.status, view.text).toBe(201);
    const viewId = (view.body as { id: string }).id;
    // PATCH /api/page-views/{id}: timeOnPage, isExitPage, clicks, and nothing else: while
    // the view still waits in the write queue, and once it is stored.
    const queued = await c.request('PATCH', `/api/page-views/${viewId}`, {
      json: { timeOnPage: 4, isExitPage: false, clicks: 1 },
    });
    expect(queued.status, queued.text).toBe(204);
    await flush();
    const stored = await c.request('PATCH', `/api/page-views/${viewId}`, {
      json: { timeOnPage: 9, isExitPage: true, clicks: 2 },
    });
    expect(stored.status, stored.text).toBe(204);
    const row = await db()
      .selectFrom('pageViews')
      .selectAll()
      .where('id', '=', viewId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ timeOnPage: 9, isExitPage: true, clicks: 2 });

    // A sessionId, when sent, must still be the view's own; an unknown view is a 404.
    const other = await startSession(visitorClient(server()));
    const foreign = await c.request('PATCH', `/api/page-views/${viewId}`, {
      json: { sessionId: other.id, timeOnPage: 99, isExitPage: true, clicks: 9 },
    });
    expect(foreign.status).toBe(404);
    const unknown = await c.request('PATCH', `/api/page-views/${randomUUID()}`, {
      json: { timeOnPage: 1, isExitPage: true, clicks: 0 },
    });
    expect(unknown.status).toBe(404);

    const click = await c.request('POST', '/api/interactions', {
      json: {
        sessionId: id,
        userId: null,
        pageViewId: viewId,
        eventType: 'click',
        eventCategory: 'user_interaction',
        eventAction: 'click',
        elementId: 'learn-more',
        elementText: 'Learn more',
        path: '/about',
        occurredAt: now,
      },
    });
    expect(click.status, click.text).toBe(202);
    const goal = await c.request('POST', '/api/goals', {
      json: {
        sessionId: id,
        userId: null,
        goalType: 'application_started',
        goalValue: null,
        timeToConversion: 12,
        achievedAt: now,
      },
    });
    expect(goal.status, goal.text).toBe(202);
    const heartbeat = await c.request('PATCH', `/api/sessions/${id}`, {
      json: { lastActiveAt: now, converted: true },
    });
    expect(heartbeat.status, heartbeat.text).toBe(204);
    const end = await c.request('POST', `/api/sessions/${sessionId}/end`, {
      json: { totalDuration: 30, bounced: false },
    });
    expect(end.status, end.text).toBe(204);
  });

  it('records page views, clicks, form submits and goals, and updates views in the queue or stored', async () => {
    const c = visitorClient(server());
    const { id, clientId } = await startSession(c);
    const home = await pageView(c, clientId, {
      path: '/',
      isEntryPage: true,
      queryParams: { utm_source: 'facebook', utm_medium: 'social', token: 'secret-reset-token' },
    });
    // Still queued: the update is applied to the waiting row.
    const early = await c.request('PATCH', `/api/page-views/${home}`, {
      json: { sessionId: clientId, timeOnPage: 12, clicks: 1 },
    });
    expect(early.status, early.text).toBe(204);
    const click = await c.request('POST', '/api/interactions', {
      json: {
        sessionId: id,
        pageViewId: home,
        eventType: 'click',
        eventAction: 'click',
        elementId: 'get-started',
        elementText: '   Get Started Today   ',
        path: '/',
      },
    });
    expect(click.status, click.text).toBe(202);
    expect((click.body as { id: string }).id).toMatch(UUID);
    await flush();

    const apply = await pageView(c, id, { path: '/application', referrerPage: '/?token=x' });
    await flush();
    // Stored by now: the update goes to the database.
    const late = await c.request('PATCH', `/api/page-views/${home}`, {
      json: { sessionId: id, isExitPage: false, timeOnPage: 15 },
    });
    expect(late.status, late.text).toBe(204);
    const submit = await c.request('POST', '/api/interactions', {
      json: {
        sessionId: id,
        pageViewId: apply,
        eventType: 'form_submit',
        eventAction: 'submit',
        elementId: 'application-form',
      },
    });
    expect(submit.status).toBe(202);
    const goal = await c.request('POST', '/api/goals', {
      json: {
        sessionId: id,
        goalType: 'application_submitted',
        goalValue: 500,
        timeToConversion: 99999,
      },
    });
    expect(goal.status, goal.text).toBe(202);
    await flush();

    const views = await db()
      .selectFrom('pageViews')
      .selectAll()
      .where('sessionId', '=', id)
      .orderBy('viewedAt')
      .execute();
    expect(views).toMatchObject([
      {
        id: home,
        path: '/',
        isEntryPage: true,
        timeOnPage: 15,
        clicks: 1,
      },
      { id: apply, path: '/application', referrerPage: '/', timeOnPage: null },
    ]);
    // The reset token never reaches analytics (read as stored: the camel-case plugin would
    // rename the JSON's keys on the way out).
    const stored = await sql<{ q: string }>`
      select query_params::text as q from page_views where id = ${home}`.execute(db());
    expect(JSON.parse(stored.rows[0]?.q ?? '')).toEqual({
      utm_source: 'facebook',
      utm_medium: 'social',
    });
    const interactions = await db()
      .selectFrom('interactions')
      .selectAll()
      .where('sessionId', '=', id)
      .orderBy('occurredAt')
      .execute();
    expect(interactions).toMatchObject([
      {
        eventType: 'click',
        elementText: 'Get Started Today',
        eventCategory: 'user_interaction',
        pageViewId: home,
      },
      { eventType: 'form_submit', elementId: 'application-form', pageViewId: apply },
    ]);
    const goals = await db().selectFrom('goals').selectAll().execute();
    expect(goals).toHaveLength(1);
    expect(Number(goals[0]?.goalValue)).toBe(500);
    expect(goals[0]?.timeToConversion).toBeLessThan(60);
    // The entry page's campaign fills a visit that started without one; a goal converts it.
    expect(await sessionRow(id)).toMatchObject({
      utmSource: 'facebook',
      utmMedium: 'social',
      converted: true,
    });
    const daily = await db().selectFrom('pageViewDaily').selectAll().orderBy('path').execute();
    expect(daily.map((d) => [d.path, d.views, Number(d.timeTotal), d.timeCount])).toEqual([
      ['/', 1, 15, 1],
      ['/application', 1, 0, 0],
    ]);
  });

  it('updates a page view another instance took once that instance has written it', async () => {
    const c = visitorClient(server());
    const { id, clientId } = await startSession(c);
    const view = randomUUID();
    // Another instance answered the POST and writes its queue a moment later.
    const otherInstanceWrites = setTimeout(30).then(() =>
      db().insertInto('pageViews').values({ id: view, sessionId: id, path: '/about' }).execute(),
    );
    const res = await c.request('PATCH', `/api/page-views/${view}`, {
      json: { sessionId: clientId, timeOnPage: 12, isExitPage: true },
    });
    await otherInstanceWrites;
    expect(res.status, res.text).toBe(204);
    const row = await db()
      .selectFrom('pageViews')
      .selectAll()
      .where('id', '=', view)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ timeOnPage: 12, isExitPage: true });
  });

  it('keeps one visitor out of another visit and its page views', async () => {
    const alice = visitorClient(server());
    const mallory = visitorClient(server());
    const a = await startSession(alice);
    const m = await startSession(mallory);
    const view = await pageView(alice, a.clientId);

    // Mallory knows Alice's page view id but not her session: her own session does not own it.
    const queued = await mallory.request('PATCH', `/api/page-views/${view}`, {
      json: { sessionId: m.clientId, timeOnPage: 999 },
    });
    expect(queued.status).toBe(404);
    expect(queued.body).toEqual({ message: trackerMessages.pageViewNotFound });
    await flush();
    const stored = await mallory.request('PATCH', `/api/page-views/${view}`, {
      json: { sessionId: m.id, isExitPage: true },
    });
    expect(stored.status).toBe(404);
    const click = await mallory.request('POST', '/api/interactions', {
      json: { sessionId: m.id, pageViewId: view, eventType: 'click', eventAction: 'click' },
    });
    expect(click.status).toBe(404);
    // Guessing a session id is not possible: a random one is simply unknown.
    const guess = await mallory.request('PATCH', `/api/sessions/${clientSessionId()}`, {
      json: { converted: true },
    });
    expect(guess.status).toBe(404);
    await flush();

    const row = await db()
      .selectFrom('pageViews')
      .selectAll()
      .where('id', '=', view)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ timeOnPage: null, isExitPage: false });
    expect(await countRows('interactions')).toBe(0);
    expect((await sessionRow(a.id)).converted).toBe(false);
  });

  it('ends a visit with a duration the server saw and a bounce it counted; a later end never shortens it', async () => {
    const c = visitorClient(server());
    const { id, clientId } = await startSession(c);
    const view = await pageView(c, id);
    await c.request('POST', '/api/interactions', {
      json: { sessionId: id, pageViewId: view, eventType: 'click', eventAction: 'click' },
    });
    const heartbeat = await c.request('PATCH', `/api/sessions/${clientId}`, {
      json: { lastActiveAt: new Date().toISOString(), timezone: 'Europe/Paris' },
    });
    expect(heartbeat.status, heartbeat.text).toBe(204);

    // A beacon: JSON sent as text/plain, same origin.
    const end = await c.request('POST', `/api/sessions/${clientId}/end`, {
      body: JSON.stringify({ totalDuration: 3600, bounced: false }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(end.status, end.text).toBe(204);
    const ended = await sessionRow(id);
    expect(ended).toMatchObject({ bounced: true, timezone: 'Europe/Paris' });
    expect(ended.endedAt).toBeInstanceOf(Date);
    // The browser said an hour; the visit began a moment ago.
    expect(ended.totalDuration).toBeLessThan(60);

    // The visit goes on after a reload and ends again: the latest end is kept, and a
    // shorter duration (a late or retried beacon) does not shorten the visit.
    const again = await c.request('POST', `/api/sessions/${id}/end`, {
      json: { totalDuration: 0, bounced: false },
    });
    expect(again.status).toBe(204);
    const reEnded = await sessionRow(id);
    expect(reEnded).toMatchObject({ totalDuration: ended.totalDuration, bounced: true });
    expect(reEnded.endedAt?.getTime()).toBeGreaterThanOrEqual(ended.endedAt?.getTime() ?? 0);
  });

  it('counts a visit with two interactions as not bounced', async () => {
    const c = visitorClient(server());
    const { id } = await startSession(c);
    for (const elementId of ['a', 'b']) {
      const res = await c.request('POST', '/api/interactions', {
        json: { sessionId: id, eventType: 'click', eventAction: 'click', elementId },
      });
      expect(res.status).toBe(202);
    }
    const end = await c.request('POST', `/api/sessions/${id}/end`, {
      json: { totalDuration: 1, bounced: true },
    });
    expect(end.status).toBe(204);
    expect((await sessionRow(id)).bounced).toBe(false);
  });

  it('never believes a payload userId, and names the visit after the signed-in customer', async () => {
    await createCustomer(client(), { email: 'other@example.com' });
    const other = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'other@example.com')
      .executeTakeFirstOrThrow();
    const c = visitorClient(server());
    const anonymous = await startSession(c, { userId: other.id });
    await pageView(c, anonymous.id, { userId: other.id });
    await flush();
    expect((await sessionRow(anonymous.id)).userId).toBeNull();
    const views = await db().selectFrom('pageViews').select('userId').execute();
    expect(views).toEqual([{ userId: null }]);

    await createCustomer(client());
    await signIn(c, customer);
    const me = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    // Signing in during the visit: the next event names the visit after the customer.
    await pageView(c, anonymous.id, { path: '/dashboard', userId: other.id });
    await flush();
    expect((await sessionRow(anonymous.id)).userId).toBe(me.id);
    const signedIn = await startSession(c, { userId: other.id });
    expect((await sessionRow(signedIn.id)).userId).toBe(me.id);
  });

  it('does not count staff: their visits are marked and their events dropped', async () => {
    await ensureSuperAdmin(server().runtime.deps);
    const staff = visitorClient(server());
    await signIn(staff, superAdmin);
    const s = await startSession(staff);
    const view = await pageView(staff, s.id, { path: '/admin' });
    expect(view).toMatch(UUID);
    const patch = await staff.request('PATCH', `/api/page-views/${view}`, {
      json: { sessionId: s.id, timeOnPage: 3 },
    });
    expect(patch.status).toBe(204);
    const goal = await staff.request('POST', '/api/goals', {
      json: { sessionId: s.id, goalType: 'application_started' },
    });
    expect(goal.status).toBe(202);
    await flush();
    expect((await sessionRow(s.id)).isStaff).toBe(true);
    expect(await countRows('pageViews')).toBe(0);
    expect(await countRows('goals')).toBe(0);
    expect(await countRows('pageViewDaily')).toBe(0);

    // A visit begun signed out becomes a staff visit once staff act in it, and the pages it
    // viewed before come off the daily rollup (every figure leaves the whole visit out).
    const anonymous = visitorClient(server());
    const visit = await startSession(anonymous);
    const before = await pageView(anonymous, visit.id, { path: '/about' });
    await anonymous.request('PATCH', `/api/page-views/${before}`, {
      json: { sessionId: visit.id, timeOnPage: 40 },
    });
    await flush();
    const topPaths = async () =>
      (
        (await staff.get('/api/admin/analytics/pages?range=7d')).body as Array<{ path: string }>
      ).map((p) => p.path);
    expect(await topPaths()).toEqual(['/about']);
    const res = await staff.request('POST', '/api/page-views', {
      json: { sessionId: visit.clientId, path: '/admin' },
    });
    expect(res.status).toBe(201);
    await flush();
    expect((await sessionRow(visit.id)).isStaff).toBe(true);
    expect(await countRows('pageViews')).toBe(1);
    expect(await topPaths()).toEqual([]);
    expect(await db().selectFrom('pageViewDaily').select(['views', 'timeCount']).execute()).toEqual(
      [{ views: 0, timeCount: 0 }],
    );
  });

  it('stores nothing for known bots or Do-Not-Track, yet answers as usual', async () => {
    const cases: Record<string, string>[] = [
      { 'user-agent': userAgents.googlebot },
      { dnt: '1' },
      { 'sec-gpc': '1' },
    ];
    for (const headers of cases) {
      const c = visitorClient(server(), headers);
      const { id, clientId } = await startSession(c);
      expect(id).toMatch(UUID);
      await pageView(c, clientId);
      const click = await c.request('POST', '/api/interactions', {
        json: { sessionId: clientId, eventType: 'click', eventAction: 'click' },
      });
      expect(click.status).toBe(202);
      const end = await c.request('POST', `/api/sessions/${clientId}/end`, {
        json: { totalDuration: 1, bounced: true },
      });
      expect(end.status).toBe(204);
    }
    await flush();
    expect(await countRows('visitorSessions')).toBe(0);
    expect(await countRows('pageViews')).toBe(0);
    expect(await countRows('interactions')).toBe(0);
  });

  it('limits one address to 600 tracker events a minute', async () => {
    const c = visitorClient(server(), { 'user-agent': userAgents.googlebot });
    const sessionId = clientSessionId();
    const statuses = [];
    for (let i = 0; i < 600; i++) {
      statuses.push((await c.get(`/api/sessions/${sessionId}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await c.get(`/api/sessions/${sessionId}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: trackerMessages.tooManyEvents });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await visitorClient(server()).get(`/api/sessions/${sessionId}`);
    expect(other.status).toBe(404);
  });

  it('links the visit to the applicant after a submitted application', async () => {
    const c = visitorClient(server());
    const visit = await startSession(c);
    const res = await c.request('POST', '/api/applications', {
      json: applicationBody({ email: 'new.applicant@example.com' }),
      headers: { 'x-visitor-session': visit.clientId },
    });
    expect(res.status, res.text).toBe(201);
    const owner = (res.body as { userId: string }).userId;
    expect(owner).toMatch(UUID);
    expect((await sessionRow(visit.id)).userId).toBe(owner);

    // A made-up header links nothing and does not disturb the submission.
    const again = await c.request('POST', '/api/applications', {
      json: applicationBody({ email: 'second@example.com' }),
      headers: { 'x-visitor-session': 'not-a-session' },
    });
    expect(again.status).toBe(201);
  });
});
