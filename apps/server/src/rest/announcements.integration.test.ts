import {
  type Announcement,
  announcementMessages,
  authMessages,
  chatMessages,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
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

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 3_600_000;

async function signedInCustomer(email = customer.email) {
  await createCustomer(client(), { email });
  const c = client();
  await signIn(c, { email, password: customer.password });
  return c;
}

const create = async (body: Record<string, unknown>) => {
  const res = await root.post('/api/admin/announcements', {
    title: 'Scheduled maintenance',
    content: 'Saturday 2-4 AM.',
    type: 'maintenance',
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as Announcement;
};

const banners = async (c: TestClient) => {
  const res = await c.get('/api/announcements');
  expect(res.status, res.text).toBe(200);
  return (res.body as Announcement[]).map((a) => a.title);
};

const toggle = (id: string, isActive: unknown) =>
  root.request('PATCH', `/api/admin/announcements/${id}`, { json: { isActive } });

describe(`announcement access on ${describeTestDb()}`, () => {
  it('answers 401 to visitors, 403 to customers on staff paths, banners to any signed-in user', async () => {
    const ada = await signedInCustomer();
    const visitor = client();
    for (const path of ['/api/announcements', '/api/admin/announcements']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: authMessages.notSignedIn });
    }
    expect((await ada.get('/api/admin/announcements')).status).toBe(403);
    const body = { title: 'T', content: 'C' };
    expect((await visitor.post('/api/admin/announcements', body)).status).toBe(401);
    expect((await ada.post('/api/admin/announcements', body)).status).toBe(403);
    const made = await create({ title: 'Visible to all' });
    for (const c of [visitor, ada]) {
      const res = await c.request('PATCH', `/api/admin/announcements/${made.id}`, {
        json: { isActive: false },
      });
      expect(res.status).toBe(c === visitor ? 401 : 403);
    }
    expect(await banners(ada)).toEqual(['Visible to all']);
    expect(await banners(root)).toEqual(['Visible to all']);
  });
});

describe(`announcements on ${describeTestDb()}`, () => {
  it('creates, lists for staff and shows active ones as banners, newest first', async () => {
    const ada = await signedInCustomer();
    const tomorrow = new Date(Date.now() + 24 * HOUR_MS).toISOString().slice(0, 10);
    const first = await create({ title: 'First', type: 'info', expiresAt: null });
    expect(first).toMatchObject({
      title: 'First',
      content: 'Saturday 2-4 AM.',
      type: 'info',
      isActive: true,
      expiresAt: null,
    });
    const second = await create({ title: 'Second', expiresAt: tomorrow });
    expect(second.expiresAt).toBe(
      new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 24 * HOUR_MS).toISOString(),
    );
    const inAnHour = new Date(Date.now() + HOUR_MS).toISOString();
    const third = await create({ title: 'Third', type: 'urgent', expiresAt: inAnHour });
    expect(Date.parse(third.expiresAt ?? '')).toBe(Date.parse(inAnHour));
    const untyped = await root.post('/api/admin/announcements', { title: 'No type', content: 'x' });
    expect((untyped.body as Announcement).type).toBe('info');

    expect(await banners(ada)).toEqual(['No type', 'Third', 'Second', 'First']);
    const staff = (await root.get('/api/admin/announcements?limit=2')).body as {
      items: Announcement[];
      total: number;
    };
    expect(staff.total).toBe(4);
    expect(staff.items.map((a) => a.title)).toEqual(['No type', 'Third']);

    const actions = await server.db.db
      .selectFrom('activityLog')
      .select('action')
      .where('action', '=', 'announcement.created')
      .execute();
    expect(actions).toHaveLength(4);
  });

  it('switches an announcement off and on again', async () => {
    const ada = await signedInCustomer();
    const made = await create({ title: 'Toggle me' });
    const off = await toggle(made.id, false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: made.id, isActive: false });
    expect(await banners(ada)).toEqual([]);
    const listed = (await root.get('/api/admin/announcements')).body as { items: Announcement[] };
    expect(listed.items).toMatchObject([{ id: made.id, isActive: false }]);

    expect((await toggle(made.id, true)).body).toMatchObject({ isActive: true });
    expect(await banners(ada)).toEqual(['Toggle me']);

    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await toggle(id, false);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: announcementMessages.notFound });
    }
    expect((await toggle(made.id, 'yes')).status).toBe(400);
    const logged = await server.db.db
      .selectFrom('activityLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'announcement.updated')
      .execute();
    expect(logged).toEqual([
      { action: 'announcement.updated', targetId: made.id },
      { action: 'announcement.updated', targetId: made.id },
    ]);
  });

  it('stops showing an announcement once its expiry has passed', async () => {
    const ada = await signedInCustomer();
    const lasting = await create({ title: 'Lasting' });
    const brief = await create({
      title: 'Brief',
      expiresAt: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    expect(await banners(ada)).toEqual(['Brief', 'Lasting']);
    // Time passes: the expiry is now a minute ago.
    await server.db.db
      .updateTable('announcements')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', brief.id)
      .execute();
    expect(await banners(ada)).toEqual(['Lasting']);
    const staff = (await root.get('/api/admin/announcements')).body as { items: Announcement[] };
    expect(staff.items.map((a) => a.id)).toEqual([brief.id, lasting.id]);
  });

  it('validates with the spec texts and refuses a past expiry', async () => {
    const post = (body: object) => root.post('/api/admin/announcements', body);
    const cases: Array<[object, string, string]> = [
      [{ content: 'C' }, 'title', chatMessages.titleRequired],
      [{ title: ' ', content: 'C' }, 'title', chatMessages.titleRequired],
      [{ title: 'T' }, 'content', chatMessages.contentRequired],
      [{ title: 'T', content: 'C', type: 'party' }, 'type', announcementMessages.typeInvalid],
      [
        { title: 'T', content: 'C', expiresAt: 'soon' },
        'expiresAt',
        announcementMessages.expiryInvalid,
      ],
      [
        { title: 'T', content: 'C', expiresAt: '2020-01-01' },
        'expiresAt',
        announcementMessages.expiryPast,
      ],
      [
        { title: 'T', content: 'C', expiresAt: new Date(Date.now() - 1000).toISOString() },
        'expiresAt',
        announcementMessages.expiryPast,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ message, errors: { [field]: message } });
    }
    expect(await server.db.db.selectFrom('announcements').select('id').execute()).toEqual([]);
  });
});
