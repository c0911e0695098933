import { activityLogMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerWithApplication } from '../testing/documents';
import { signedInSuperAdmin, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;
let rootId: string;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
  rootId = (
    await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', superAdmin.email)
      .executeTakeFirstOrThrow()
  ).id;
});

interface Entry {
  id: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: string;
  actor: { id: string; email: string } | null;
}

const entries = async (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['actorId', 'targetType', 'targetId', 'details', 'ipAddress'])
    .where('action', '=', action)
    .execute();

describe(`staff reads and staff words are audited on ${describeTestDb()}`, () => {
  it('logs application details, reviews, documents and user lists read by staff, not by customers', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada.audit@example.com');

    expect((await root.get(`/api/admin/applications/${applicationId}`)).status).toBe(200);
    expect((await root.get(`/api/admin/applications/${applicationId}/reviews`)).status).toBe(200);
    expect((await root.get(`/api/applications/${applicationId}/attachments`)).status).toBe(200);
    expect((await ada.get(`/api/applications/${applicationId}/attachments`)).status).toBe(200);
    expect((await root.get('/api/admin/users?search=ada')).status).toBe(200);
    // A read that finds nothing leaves no "viewed" entry.
    const missing = '00000000-0000-0000-0000-000000000000';
    expect((await root.get(`/api/admin/applications/${missing}`)).status).toBe(404);

    const staffRead = { actorId: rootId, targetType: 'application', targetId: applicationId };
    expect(await entries('application.viewed')).toEqual([
      expect.objectContaining({ ...staffRead, ipAddress: '127.0.0.1' }),
    ]);
    expect(await entries('application.reviews_viewed')).toEqual([
      expect.objectContaining(staffRead),
    ]);
    // The customer's own listing of the same documents is not a staff read.
    expect(await entries('application.attachments_viewed')).toEqual([
      expect.objectContaining({ ...staffRead, details: { count: 0 } }),
    ]);
    expect(await entries('user.listed')).toEqual([
      expect.objectContaining({
        actorId: rootId,
        targetType: 'users',
        details: expect.objectContaining({ search: 'ada', returned: 1 }),
      }),
    ]);
  });

  it('logs staff chat messages and Message Center replies, not the customer’s', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada.chat@example.com');
    const conversation = await ada.request('POST', '/api/conversations', { json: {} });
    expect(conversation.status, conversation.text).toBe(201);
    const conversationId = (conversation.body as { id: string }).id;
    const fromAda = await ada.request('POST', `/api/conversations/${conversationId}/messages`, {
      json: { content: 'Hello?' },
    });
    expect(fromAda.status).toBe(201);
    const fromStaff = await root.request('POST', `/api/conversations/${conversationId}/messages`, {
      json: { content: 'Hi Ada, how can we help?' },
    });
    expect(fromStaff.status).toBe(201);
    expect(await entries('conversation.staff_message_sent')).toEqual([
      expect.objectContaining({
        actorId: rootId,
        targetType: 'conversation',
        targetId: conversationId,
        details: expect.objectContaining({ messageId: (fromStaff.body as { id: string }).id }),
      }),
    ]);

    // A status change puts a message in Ada's Message Center; both sides answer in it.
    await root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
      json: { status: 'Waiting approval' },
    });
    const message = await server.db.db
      .selectFrom('messages')
      .select(['id', 'userId'])
      .executeTakeFirstOrThrow();
    for (const c of [ada, root]) {
      const res = await c.request('POST', `/api/messages/${message.id}/replies`, {
        json: { content: 'Noted.' },
      });
      expect(res.status, res.text).toBe(201);
    }
    expect(await entries('message.staff_replied')).toEqual([
      expect.objectContaining({
        actorId: rootId,
        targetType: 'message',
        targetId: message.id,
        details: expect.objectContaining({ customerId: message.userId }),
      }),
    ]);
  });
});

describe(`authorization failures are audited, bounded, on ${describeTestDb()}`, () => {
  it('logs a signed-in customer refused a staff path once per path and minute', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada.denied@example.com');
    const adaId = (
      await server.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada.denied@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    // A burst, in parallel, over REST and tRPC: the same procedure each time.
    const burst = await Promise.all([
      ...Array.from({ length: 15 }, () => ada.get('/api/admin/users')),
      ...Array.from({ length: 5 }, () => ada.get('/trpc/admin.users.list')),
    ]);
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(403));
    expect((await ada.get('/api/admin/logs')).status).toBe(403);
    expect(
      (await ada.request('PATCH', `/api/admin/users/${adaId}/role`, { json: { role: 'admin' } }))
        .status,
    ).toBe(403);
    // Signed out is 401, not an authorization failure.
    expect((await client().get('/api/admin/users')).status).toBe(401);

    const denied = await entries('auth.access_denied');
    expect(denied.map((e) => e.targetId).sort()).toEqual([
      'admin.logs.list',
      'admin.users.list',
      'admin.users.setRole',
    ]);
    for (const e of denied) {
      expect(e).toMatchObject({
        actorId: adaId,
        targetType: 'procedure',
        ipAddress: '127.0.0.1',
        details: { role: 'user' },
      });
    }

    // A minute later the same path is logged again.
    await server.db.db
      .updateTable('rateLimits')
      .set({ windowStartedAt: new Date(Date.now() - 61_000) })
      .where('key', 'like', 'audit:access_denied:%')
      .execute();
    expect((await ada.get('/api/admin/users')).status).toBe(403);
    expect(
      (await entries('auth.access_denied')).filter((e) => e.targetId === 'admin.users.list'),
    ).toHaveLength(2);
  });
});

async function seedLog(count: number) {
  const base = Date.UTC(2026, 0, 10, 12, 0, 0);
  await server.db.db
    .insertInto('activityLog')
    .values(
      Array.from({ length: count }, (_, i) => ({
        actorId: i % 3 === 0 ? rootId : null,
        action: i % 2 === 0 ? 'seed.even' : 'seed.odd',
        targetType: 'seed',
        targetId: String(i),
        // Pairs share an instant: the id breaks the tie, so no entry is skipped or repeated.
        createdAt: new Date(base - Math.floor(i / 2) * 3_600_000),
      })),
    )
    .execute();
}

const linkOf = (res: { headers: Headers }) =>
  /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1];

describe(`the activity log pages and filters on ${describeTestDb()}`, () => {
  it('serves the latest 50 first and every older entry exactly once by following Link', async () => {
    await seedLog(120);
    const all = await server.db.db.selectFrom('activityLog').select('id').execute();

    const first = await root.get('/api/admin/logs');
    expect(first.status).toBe(200);
    const firstItems = first.body as Entry[];
    expect(firstItems).toHaveLength(50);
    // The newest entry is the super admin's sign-in: its password step or, for staff, the
    // second factor set up or given after it (decision 021).
    expect(['auth.sign_in', 'auth.totp_set_up', 'auth.second_factor_ok']).toContain(
      firstItems[0]?.action,
    );

    const seen = [...firstItems];
    let next = linkOf(first);
    while (next) {
      const page = await root.get(next);
      expect(page.status).toBe(200);
      seen.push(...(page.body as Entry[]));
      next = linkOf(page);
    }
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen.map((e) => e.id)).size).toBe(all.length);
    const order = seen.map((e) => e.createdAt);
    expect([...order].sort().reverse()).toEqual(order);

    const ten = await root.get('/api/admin/logs?limit=10');
    expect(ten.body as Entry[]).toHaveLength(10);
    expect(linkOf(ten)).toMatch(/limit=10/);
    expect((await root.get('/api/admin/logs?limit=51')).status).toBe(400);
  });

  it('filters by action, actor e-mail or id, and date range, over REST and tRPC', async () => {
    await seedLog(40);
    const evens = (await root.get('/api/admin/logs?action=seed.even')).body as Entry[];
    expect(evens).toHaveLength(20);
    expect(evens.every((e) => e.action === 'seed.even')).toBe(true);

    const byEmail = (await root.get('/api/admin/logs?actor=ROOT@advance')).body as Entry[];
    const byId = (await root.get(`/api/admin/logs?actor=${rootId}`)).body as Entry[];
    const byRoot = await server.db.db
      .selectFrom('activityLog')
      .select('id')
      .where('actorId', '=', rootId)
      .execute();
    // 14 seeded entries by root, and root's own from the set-up (creation, sign-in).
    expect(byRoot.length).toBeGreaterThan(14);
    expect(byEmail).toHaveLength(byRoot.length);
    expect(byId.map((e) => e.id)).toEqual(byEmail.map((e) => e.id));
    expect(byEmail.every((e) => e.actor?.email === superAdmin.email)).toBe(true);

    // Seeded pairs are one hour apart, back from 2026-01-10 12:00 UTC: 2026-01-10 holds 26.
    const day = (await root.get('/api/admin/logs?from=2026-01-10&to=2026-01-10')).body as Entry[];
    expect(day).toHaveLength(26);
    const window = (
      await root.get(
        `/api/admin/logs?from=${encodeURIComponent('2026-01-10T10:00:00Z')}&to=${encodeURIComponent('2026-01-10T11:00:00Z')}&action=seed.odd`,
      )
    ).body as Entry[];
    expect(window.map((e) => e.targetId)).toEqual(['3', '5']);

    const trpc = await root.get(
      `/trpc/admin.logs.list?input=${encodeURIComponent(
        JSON.stringify({ action: 'seed.odd', limit: 15 }),
      )}`,
    );
    const data = (trpc.body as { result: { data: { items: Entry[]; nextCursor: string } } }).result
      .data;
    expect(data.items).toHaveLength(15);
    const rest = await root.get(
      `/trpc/admin.logs.list?input=${encodeURIComponent(
        JSON.stringify({ action: 'seed.odd', limit: 15, cursor: data.nextCursor }),
      )}`,
    );
    const tail = (rest.body as { result: { data: { items: Entry[]; nextCursor: null } } }).result
      .data;
    expect(tail.items).toHaveLength(5);
    expect(tail.nextCursor).toBeNull();

    const actions = (await root.get('/trpc/admin.logs.actions')).body as {
      result: { data: string[] };
    };
    expect(actions.result.data).toContain('auth.access_denied');
  });

  it('answers bad filters with 400 and the message on the field', async () => {
    const backwards = await root.get('/api/admin/logs?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errors: { to: activityLogMessages.rangeInvalid } });
    const badDate = await root.get('/api/admin/logs?from=yesterday');
    expect(badDate.body).toMatchObject({ errors: { from: activityLogMessages.dateInvalid } });
    const badCursor = await root.get(`/api/admin/logs?cursor=${encodeURIComponent("1' or 1=1")}`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body).toMatchObject({ errors: { cursor: activityLogMessages.cursorInvalid } });
    const badAction = await root.get('/api/admin/logs?action=DROP%20TABLE');
    expect(badAction.body).toMatchObject({ errors: { action: activityLogMessages.actionInvalid } });
    // LIKE wildcards in an e-mail search are literal.
    expect((await root.get('/api/admin/logs?actor=%25')).body).toEqual([]);
  });
});
