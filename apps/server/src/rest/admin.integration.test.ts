import { applicationMessages, authMessages, userAdminMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { decisionFields } from '../testing/decision-fields';
import {
  applicationBody,
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
  superAdmin,
} from '../testing/fixtures';
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

const idOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

async function apply(overrides: Record<string, unknown> = {}) {
  const res = await client().request('POST', '/api/applications', {
    json: applicationBody(overrides),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; userId: string };
}

/** A customer promoted to admin by the super admin, signed in. */
async function adminClient() {
  await createCustomer(client(), { email: 'staff@example.com', firstName: 'Sam' });
  const res = await root.request(
    'PATCH',
    `/api/admin/users/${await idOf('staff@example.com')}/role`,
    { json: { role: 'admin' } },
  );
  expect(res.status).toBe(200);
  const staff = client();
  await signIn(staff, { email: 'staff@example.com', password: customer.password });
  return staff;
}

const adminReads = [
  '/api/admin/summary',
  '/api/admin/applications',
  '/api/admin/applications/00000000-0000-0000-0000-000000000000',
  '/api/admin/applications/00000000-0000-0000-0000-000000000000/reviews',
  '/api/admin/users',
  '/api/admin/logs',
];

describe(`admin paths refuse everyone else on ${describeTestDb()}`, () => {
  it('answers 401 to a visitor and 403 to a customer on every admin path', async () => {
    const app = await apply();
    const ada = client();
    await signIn(ada, customer);
    for (const path of adminReads) {
      expect((await client().get(path)).status, path).toBe(401);
      expect((await ada.get(path)).status, path).toBe(403);
    }
    const writes: Array<[string, unknown]> = [
      [`/api/admin/applications/${app.id}/review`, { status: 'Approved' }],
      [`/api/admin/users/${app.userId}/role`, { role: 'admin' }],
    ];
    for (const [path, json] of writes) {
      expect((await client().request('PATCH', path, { json })).status, path).toBe(401);
      expect((await ada.request('PATCH', path, { json })).status, path).toBe(403);
    }
    const row = await server.db.db
      .selectFrom('applications')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Submitted');
    expect(
      (
        await server.db.db
          .selectFrom('users')
          .select('role')
          .where('email', '=', customer.email)
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe('user');
  });
});

describe(`the applications desk on ${describeTestDb()}`, () => {
  it('searches by name or e-mail fragment, filters by status and pages', async () => {
    await apply();
    await apply({ email: 'bob@example.com', firstName: 'Bob', lastName: 'Marley' });
    const carol = await apply({
      email: 'carol_1@sample.org',
      firstName: 'Carol',
      lastName: 'King',
    });
    await root.request('PATCH', `/api/admin/applications/${carol.id}/review`, {
      json: { status: 'Approved' },
    });

    const all = (await root.get('/api/admin/applications')).body as {
      items: Array<{ email: string }>;
      total: number;
    };
    expect(all.total).toBe(3);
    expect(all.items[0]?.email).toBe('carol_1@sample.org');

    const byEmail = (await root.get('/api/admin/applications?search=SAMPLE.ORG')).body as {
      total: number;
    };
    expect(byEmail.total).toBe(1);
    const byName = (await root.get('/api/admin/applications?search=marl')).body as {
      items: Array<{ firstName: string }>;
    };
    expect(byName.items.map((a) => a.firstName)).toEqual(['Bob']);
    // LIKE wildcards in the search are literal characters.
    expect(
      ((await root.get('/api/admin/applications?search=%25')).body as { total: number }).total,
    ).toBe(0);
    expect(
      ((await root.get('/api/admin/applications?search=l_1')).body as { total: number }).total,
    ).toBe(1);

    const approved = (await root.get('/api/admin/applications?status=Approved')).body as {
      total: number;
    };
    expect(approved.total).toBe(1);
    const page = (await root.get('/api/admin/applications?limit=1&offset=1')).body as {
      items: unknown[];
      total: number;
    };
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(3);
    expect((await root.get('/api/admin/applications?limit=500')).status).toBe(400);
    expect((await root.get('/api/admin/applications?status=Bogus')).status).toBe(400);
  });

  it('reviews: writes the record, updates the status, tells the applicant, and shows the timeline', async () => {
    const app = await apply();
    const staff = await adminClient();
    const first = await staff.request('PATCH', `/api/admin/applications/${app.id}/review`, {
      json: { status: 'waiting APPROVAL', reviewNotes: 'Checking income' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'Waiting approval',
      reviewNotes: 'Checking income',
    });

    const second = await staff.request('PATCH', `/api/admin/applications/${app.id}/review`, {
      json: {
        status: 'Approved',
        reviewNotes: 'All good',
        message: { title: 'Good news', content: 'You are approved.' },
      },
    });
    expect(second.status).toBe(200);

    const timeline = (await staff.get(`/api/admin/applications/${app.id}/reviews`)).body as Array<
      Record<string, unknown>
    >;
    expect(timeline).toHaveLength(2);
    expect(timeline[0]).toMatchObject({
      previousStatus: 'Waiting approval',
      newStatus: 'Approved',
      reviewNotes: 'All good',
      reviewType: 'status_change',
      ipAddress: '127.0.0.1',
      reviewer: { email: 'staff@example.com', firstName: 'Sam', role: 'admin' },
    });
    expect(timeline[1]).toMatchObject({
      previousStatus: 'Submitted',
      newStatus: 'Waiting approval',
    });

    const messages = await server.db.db
      .selectFrom('messages')
      .select(['type', 'title', 'content', 'userId'])
      .orderBy('sentAt')
      .execute();
    expect(messages.map((m) => m.type)).toEqual(['under_review', 'approved']);
    expect(messages[1]).toMatchObject({
      title: 'Good news',
      content: 'You are approved.',
      userId: app.userId,
    });

    const ada = client();
    await signIn(ada, customer);
    const mine = (await ada.get('/api/applications')).body as Array<{ status: string }>;
    expect(mine[0]?.status).toBe('Approved');

    const log = (await root.get('/api/admin/logs')).body as Array<{
      action: string;
      actor: { email: string } | null;
    }>;
    expect(log.find((e) => e.action === 'application.reviewed')?.actor?.email).toBe(
      'staff@example.com',
    );
  });

  it('refuses a review without a decision, an unknown application, and a message with no one to receive it', async () => {
    const app = await apply();
    const noDecision = await root.request('PATCH', `/api/admin/applications/${app.id}/review`, {
      json: { status: '' },
    });
    expect(noDecision.status).toBe(400);
    expect(noDecision.body).toMatchObject({ message: applicationMessages.decisionRequired });
    const bogus = await root.request('PATCH', `/api/admin/applications/${app.id}/review`, {
      json: { status: 'Maybe' },
    });
    expect(bogus.status).toBe(400);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await root.request(
        'PATCH',
        `/api/admin/applications/${encodeURIComponent(id)}/review`,
        { json: { status: 'Approved' } },
      );
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: applicationMessages.notFound });
    }
    await server.db.db.updateTable('applications').set({ userId: null }).execute();
    const orphan = await root.request('PATCH', `/api/admin/applications/${app.id}/review`, {
      json: { status: 'Approved', message: { title: 'Hi', content: 'There' } },
    });
    expect(orphan.status).toBe(400);
    expect(orphan.body).toEqual({ message: applicationMessages.messageNeedsOwner });
    expect(
      (await server.db.db.selectFrom('applications').select('status').executeTakeFirstOrThrow())
        .status,
    ).toBe('Submitted');
  });

  it('counts the summary in the database: pending means the three open statuses', async () => {
    const a = await apply();
    await apply({ email: 'b@example.com' });
    const c = await apply({ email: 'c@example.com' });
    await root.request('PATCH', `/api/admin/applications/${a.id}/review`, {
      json: {
        status: 'Additional Documentation Requested',
        ...decisionFields('Additional Documentation Requested'),
      },
    });
    await root.request('PATCH', `/api/admin/applications/${c.id}/review`, {
      json: { status: 'Denied', ...decisionFields('Denied') },
    });
    const summary = (await root.get('/api/admin/summary')).body as { totalUsers: number };
    expect(summary).toEqual({
      totalApplications: 3,
      pendingReview: 2,
      // Issue 20: every account, the super admin included, as the Users tab lists them.
      totalUsers: 4,
      unreadMessages: 0,
      // Issue 18: nothing funded yet.
      outstanding: 0,
      pastDueCount: 0,
      pastDueAmount: 0,
      // Issue 19: no document due date has passed; no clock is near day 25.
      incompleteCount: 0,
      decisionsDueSoon: 0,
    });
    // The card and the Users tab count the same population.
    const users = (await root.get('/api/admin/users')).body as { total: number };
    expect(users.total).toBe(summary.totalUsers);
  });
});

describe(`users and roles on ${describeTestDb()}`, () => {
  it('lists users with the protected account marked', async () => {
    await createCustomer(client());
    const list = (await root.get('/api/admin/users?search=example.com')).body as {
      items: Array<{ email: string; roleLocked: boolean }>;
      total: number;
    };
    expect(list.items.map((u) => u.email)).toEqual([customer.email]);
    const everyone = (await root.get('/api/admin/users')).body as {
      items: Array<{ email: string; roleLocked: boolean }>;
    };
    expect(everyone.items.find((u) => u.email === superAdmin.email)?.roleLocked).toBe(true);
    expect(JSON.stringify(everyone)).not.toMatch(/passwordHash|argon/);
  });

  it('lets only a super admin change roles, and the change ends the user’s sessions', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    const staff = await adminClient();
    const adaId = await idOf(customer.email);

    const byAdmin = await staff.request('PATCH', `/api/admin/users/${adaId}/role`, {
      json: { role: 'admin' },
    });
    expect(byAdmin.status).toBe(403);

    const res = await root.request('PATCH', `/api/admin/users/${adaId}/role`, {
      json: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin' });
    expect((await ada.get('/api/auth/user')).status).toBe(401);
    const log = (await root.get('/api/admin/logs')).body as Array<{
      action: string;
      details: unknown;
    }>;
    expect(log.find((e) => e.action === 'user.role_changed')?.details).toMatchObject({
      from: 'user',
      to: 'admin',
    });
  });

  it('never assigns super_admin and never changes the protected account', async () => {
    await createCustomer(client());
    const adaId = await idOf(customer.email);
    const promote = await root.request('PATCH', `/api/admin/users/${adaId}/role`, {
      json: { role: 'super_admin' },
    });
    expect(promote.status).toBe(400);
    expect(promote.body).toMatchObject({ message: userAdminMessages.superAdminRoleNotAssignable });

    const rootId = await idOf(superAdmin.email);
    const demote = await root.request('PATCH', `/api/admin/users/${rootId}/role`, {
      json: { role: 'user' },
    });
    expect(demote.status).toBe(403);
    expect(demote.body).toEqual({ message: userAdminMessages.protectedAccount });
    expect(
      (
        await server.db.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', rootId)
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe('super_admin');

    expect(
      (await root.request('PATCH', '/api/admin/users/not-a-uuid/role', { json: { role: 'admin' } }))
        .status,
    ).toBe(404);
  });

  it('shows the latest activity first, at most 50', async () => {
    for (let i = 0; i < 3; i++)
      await client().post('/api/login', { email: 'x@example.com', password: 'wrong-pass' });
    const log = (await root.get('/api/admin/logs')).body as Array<{
      action: string;
      createdAt: string;
    }>;
    expect(log[0]?.action).toBe('auth.sign_in_failed');
    const times = log.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await root.get('/api/admin/logs?limit=51')).status).toBe(400);
    expect((await client().get('/api/admin/logs')).body).toEqual({
      message: authMessages.notSignedIn,
    });
  });
});
