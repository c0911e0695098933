import { analyticsExportTexts, mfaMessages } from '@advance/contracts';
import type { NewApplication } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { seedPageViews, seedVisitorSession } from '@advance/db/testing/visitor-analytics';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const BOM = [0xef, 0xbb, 0xbf];
const dataLines = (text: string) => text.trimEnd().split('\r\n').slice(1);

/** `n` applications in multi-row inserts, a second apart, newest last. */
async function insertApplications(
  n: number,
  extra: (i: number) => Partial<NewApplication> = () => ({}),
) {
  const base = Date.parse('2026-11-01T00:00:00Z');
  const rows: NewApplication[] = Array.from({ length: n }, (_, i) => ({
    userId: null,
    firstName: `Person${i}`,
    lastName: 'Test',
    email: `p${i}@x.test`,
    phone: '555-123-4567',
    zipCode: '10001',
    requestedAmountCents: 50_000,
    processingFeeCents: 1_500,
    amountToReceiveCents: 48_500,
    howOftenNeedCash: 'monthly',
    monthlyBenefitCents: 145_000,
    benefitPaymentDay: 3,
    monthlyRentMortgageCents: 80_000,
    dateOfBirth: '1990-05-17',
    benefitSchedule: 'second_wednesday',
    requestFingerprint: `fp-${i}`,
    createdAt: new Date(base + i * 1000),
    ...extra(i),
  }));
  for (let at = 0; at < rows.length; at += 1000) {
    await server.db.db
      .insertInto('applications')
      .values(rows.slice(at, at + 1000))
      .execute();
  }
}

const logged = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select('details')
    .where('action', '=', action)
    .orderBy('createdAt')
    .execute();

const ageSecondFactor = () =>
  server.db.db
    .updateTable('sessions')
    .set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) })
    .execute();

async function signedInCustomer(email = customer.email) {
  const c = client();
  await createCustomer(c, { email });
  await signIn(c, { email, password: customer.password });
  return c;
}

describe(`applications export (${describeTestDb()})`, () => {
  it('streams 3,000 rows: BOM, header, CRLF, chunked, one activity row', async () => {
    await insertApplications(3_000);
    const res = await root.get('/api/admin/applications/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?applications-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect([...res.bytes.slice(0, 3)]).toEqual(BOM);
    expect(res.text).toMatch(/^"id","created_at","status","first_name",/);
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(res.text.replaceAll('\r\n', '').includes('\n')).toBe(false);
    const lines = dataLines(res.text);
    expect(lines).toHaveLength(3_000);
    expect(lines[0]).toContain('"Person2999"');
    expect(await logged('application.exported')).toEqual([
      { details: { search: null, status: 'all', incomplete: false, rows: 3_000, complete: true } },
    ]);
    // Paged by key: every application once, none twice at a batch boundary; and a row that
    // says an export began, written before the first byte left.
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(3_000);
    expect(await logged('application.export_started')).toHaveLength(1);
  });

  it('neutralises formula cells and respects search, status and incomplete', async () => {
    const names = ['=HYPERLINK("http://evil")', '+1', '-2', '@x', '＝1+1', 'Plain'];
    await insertApplications(names.length, (i) => ({
      firstName: names[i] as string,
      status: i === 5 ? 'Approved' : 'Submitted',
      documentsDueOn: i === 4 ? '2026-01-01' : null,
      completeSince: i === 4 ? null : new Date(),
    }));
    const all = await root.get('/api/admin/applications/export.csv');
    expect(all.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    for (const cell of [`"'+1"`, `"'-2"`, `"'@x"`, `"'＝1+1"`, `"Plain"`]) {
      expect(all.text).toContain(cell);
    }
    const approved = await root.get('/api/admin/applications/export.csv?status=Approved');
    expect(dataLines(approved.text)).toHaveLength(1);
    const searched = await root.get('/api/admin/applications/export.csv?search=p3%40x');
    expect(dataLines(searched.text)).toEqual([expect.stringContaining(`"'@x"`)]);
    const incomplete = await root.get('/api/admin/applications/export.csv?incomplete=true');
    expect(dataLines(incomplete.text)).toEqual([expect.stringContaining(`"'＝1+1"`)]);
    const bad = await root.get('/api/admin/applications/export.csv?status=nope');
    expect(bad.status).toBe(400);
    expect((await root.get('/api/admin/applications/export.csv?incomplete=maybe')).status).toBe(
      400,
    );
    const details = (await logged('application.exported')).map((r) => r.details);
    expect(details).toHaveLength(4);
    expect(details[3]).toMatchObject({ incomplete: true, rows: 1 });
  });

  it('customers 403, signed out 401, staff without a fresh second factor refused', async () => {
    const ada = await signedInCustomer();
    expect((await ada.get('/api/admin/applications/export.csv')).status).toBe(403);
    expect((await ada.get('/api/admin/analytics/export.csv?table=pages')).status).toBe(403);
    expect((await client().get('/api/admin/applications/export.csv')).status).toBe(401);
    expect((await client().get('/api/admin/analytics/export.csv?table=pages')).status).toBe(401);
    await ageSecondFactor();
    for (const path of [
      '/api/admin/applications/export.csv',
      '/api/admin/applications.csv',
      '/api/admin/analytics/export.csv?table=sessions',
    ]) {
      const refused = await root.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ message: mfaMessages.stepUpRequired });
    }
    expect(await logged('application.exported')).toEqual([]);
    expect(await logged('analytics.exported')).toEqual([]);
  });

  it('tRPC over plain HTTP does not carry the stream (and reads nothing)', async () => {
    await insertApplications(3);
    const res = await root.get('/trpc/admin.exportApplicationsCsv?input=%7B%7D');
    expect(res.status).toBe(415);
    expect(await logged('application.exported')).toEqual([]);
  });

  it('20 exports at once each stream all rows and each leave their row', async () => {
    await insertApplications(700);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => root.get('/api/admin/applications/export.csv')),
    );
    for (const res of answers) expect(dataLines(res.text)).toHaveLength(700);
    expect(await logged('application.exported')).toHaveLength(20);
  });
});

describe(`analytics export (${describeTestDb()})`, () => {
  const HOUR = 3_600_000;
  async function seed() {
    const db = server.db.db;
    const recent = new Date(Date.now() - HOUR);
    const old = new Date(Date.now() - 10 * 24 * HOUR);
    const s1 = await seedVisitorSession(db, {
      startedAt: recent,
      lastActiveAt: recent,
      referrerDomain: '=evil.example',
      referrerType: 'referral',
      converted: true,
      totalDuration: 300,
    });
    const s2 = await seedVisitorSession(db, {
      startedAt: old,
      lastActiveAt: old,
      referrerDomain: 'facebook.com',
      referrerType: 'social',
      converted: false,
    });
    await seedPageViews(db, [
      { sessionId: s1, path: '/', viewedAt: recent, isEntryPage: true },
      { sessionId: s2, path: '/about', viewedAt: old, isEntryPage: true },
    ]);
  }

  const exportOf = (table: string, range: string) =>
    root.get(`/api/admin/analytics/export.csv?table=${table}&range=${range}`);

  it('each table for each range: the rows the Sessions tab shows', async () => {
    await seed();
    const sessions24 = await exportOf('sessions', '24h');
    expect(sessions24.status).toBe(200);
    expect(sessions24.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(sessions24.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?sessions-24h-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect([...sessions24.bytes.slice(0, 3)]).toEqual(BOM);
    expect(sessions24.text).toMatch(/^"session_id","started_at","user_email",/);
    expect(dataLines(sessions24.text)).toHaveLength(1);
    expect(sessions24.text).toContain(`"'=evil.example"`);
    for (const range of ['7d', '30d', 'all']) {
      expect(dataLines((await exportOf('sessions', range)).text), range).toHaveLength(
        range === '7d' ? 1 : 2,
      );
    }
    const pages = await exportOf('pages', 'all');
    expect(pages.text.trimEnd().split('\r\n')[0]).toBe('"path","views","avg_time_on_page_seconds"');
    expect(dataLines(pages.text).sort()).toEqual(['"/",1,', '"/about",1,']);
    expect(dataLines((await exportOf('pages', '24h')).text)).toEqual(['"/",1,']);
    const referrers = await exportOf('referrers', '30d');
    expect(dataLines(referrers.text).sort()).toEqual([`"'=evil.example",1`, '"facebook.com",1']);
    expect(dataLines((await exportOf('referrers', '7d')).text)).toEqual([`"'=evil.example",1`]);
    const details = (await logged('analytics.exported')).map((r) => r.details);
    expect(details[0]).toEqual({ table: 'sessions', range: '24h', rows: 1, complete: true });
    expect(details).toHaveLength(8);
  });

  it('a bad table or range is 400 with the contract’s text, and nothing is logged', async () => {
    const bad = await exportOf('users', '7d');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(analyticsExportTexts.tableInvalid);
    expect((await root.get('/api/admin/analytics/export.csv')).status).toBe(400);
    expect((await exportOf('pages', '1y')).status).toBe(400);
    expect(await logged('analytics.exported')).toEqual([]);
  });
});

describe(`broadcast audience (${describeTestDb()})`, () => {
  it('reaches only applicants whose latest application has the status; the count matches', async () => {
    const ann = await signedInCustomer('ann@example.com');
    const bob = await signedInCustomer('bob@example.com');
    const cy = await signedInCustomer('cy@example.com');
    const idOf = async (email: string) =>
      (
        await server.db.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const annId = await idOf('ann@example.com');
    const bobId = await idOf('bob@example.com');
    // Ann was approved, then applied again (waiting); Bob waited, then was approved.
    await insertApplications(4, (i) => ({
      userId: i % 2 === 0 ? annId : bobId,
      status: (['Approved', 'Submitted', 'Submitted', 'Approved'] as const)[i],
    }));

    const count = async (query: string) =>
      (await root.get(`/api/admin/messages/broadcast/audience${query}`)).body;
    expect(await count('')).toEqual({ count: 3 });
    expect(await count('?status=Approved')).toEqual({ count: 1 });
    expect(await count('?status=Submitted')).toEqual({ count: 1 });
    expect(await count('?status=Denied')).toEqual({ count: 0 });
    expect((await root.get('/api/admin/messages/broadcast/audience?status=nope')).status).toBe(400);
    expect((await ann.get('/api/admin/messages/broadcast/audience')).status).toBe(403);
    expect((await client().get('/api/admin/messages/broadcast/audience')).status).toBe(401);

    const sent = await root.post('/api/admin/messages/broadcast', {
      title: 'Funds',
      content: 'Your advance is on its way',
      audience: { status: 'Approved' },
    });
    expect(sent.status).toBe(201);
    const everyone = await root.post('/api/admin/messages/broadcast', {
      title: 'Holiday hours',
      content: 'Closed Thursday',
    });
    expect(everyone.status).toBe(201);
    const titles = async (c: TestClient) =>
      ((await c.get('/api/messages')).body as { title: string }[]).map((m) => m.title).sort();
    expect(await titles(bob)).toEqual(['Funds', 'Holiday hours']);
    expect(await titles(ann)).toEqual(['Holiday hours']);
    expect(await titles(cy)).toEqual(['Holiday hours']);
    const { id } = sent.body as { id: string };
    expect((await ann.get(`/api/messages/${id}`)).status).toBe(404);

    const badStatus = await root.post('/api/admin/messages/broadcast', {
      title: 'x',
      content: 'y',
      audience: { status: 'Nope' },
    });
    expect(badStatus.status).toBe(400);
    expect(
      (await ann.post('/api/admin/messages/broadcast', { title: 'x', content: 'y' })).status,
    ).toBe(403);
    const broadcasts = await server.db.db
      .selectFrom('broadcasts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(broadcasts.n)).toBe(2);
  });
});
