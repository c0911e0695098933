import {
  type AdminMessage,
  authMessages,
  chatMessages,
  type InboxMessage,
  messageCenterMessages,
  type Reply,
} from '@advance/contracts';
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

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A customer who applied (as the wizard does), signed in; returns the client and ids. */
async function applicant(email: string) {
  const res = await client().request('POST', '/api/applications', {
    json: applicationBody({ email }),
  });
  expect(res.status).toBe(201);
  const { id, userId } = res.body as { id: string; userId: string };
  const c = client();
  await signIn(c, { email, password: customer.password });
  return { client: c, applicationId: id, userId };
}

async function signedInCustomer(email: string) {
  await createCustomer(client(), { email });
  const c = client();
  await signIn(c, { email, password: customer.password });
  return c;
}

const review = async (applicationId: string, status: string, message?: object) => {
  const res = await root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
    json: { status, ...decisionFields(status), ...(message && { message }) },
  });
  expect(res.status, res.text).toBe(200);
};

const inbox = async (c: TestClient) => {
  const res = await c.get('/api/messages');
  expect(res.status, res.text).toBe(200);
  return res.body as InboxMessage[];
};

const adminList = async (query = '') => {
  const res = await root.get(`/api/admin/messages${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { items: AdminMessage[]; total: number };
};

const broadcast = async (body: object = { title: 'Holiday hours', content: 'Closed Monday.' }) => {
  const res = await root.post('/api/admin/messages/broadcast', body);
  expect(res.status, res.text).toBe(201);
  return res.body as AdminMessage;
};

const replyTo = (c: TestClient, id: string, json: unknown) =>
  c.request('POST', `/api/messages/${id}/replies`, { json });

const count = async (table: 'broadcasts' | 'broadcastReceipts' | 'messages' | 'messageReplies') =>
  Number(
    (
      await server.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`message center access on ${describeTestDb()}`, () => {
  it('answers 401 to visitors everywhere and 403 to customers on the staff paths', async () => {
    const ada = await signedInCustomer('ada@example.com');
    const visitor = client();
    const reads = ['/api/messages', `/api/messages/${UNKNOWN_ID}`];
    const staffReads = ['/api/admin/messages', `/api/admin/messages/${UNKNOWN_ID}`];
    for (const path of [...reads, ...staffReads]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: authMessages.notSignedIn });
    }
    for (const path of staffReads) expect((await ada.get(path)).status, path).toBe(403);
    const write = { title: 'Hi', content: 'All' };
    expect((await visitor.post('/api/admin/messages/broadcast', write)).status).toBe(401);
    const refused = await ada.post('/api/admin/messages/broadcast', write);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: authMessages.forbidden });
    expect((await replyTo(visitor, UNKNOWN_ID, { content: 'hi' })).status).toBe(401);
    expect(await count('broadcasts')).toBe(0);
  });

  it('answers 404 Message not found for unknown, malformed and other people’s ids', async () => {
    const ada = await applicant('ada@example.com');
    await review(ada.applicationId, 'Approved');
    const [message] = await inbox(ada.client);
    if (!message) throw new Error('no message');
    const bob = await signedInCustomer('bob@example.com');
    const notFound = { message: messageCenterMessages.notFound };
    for (const id of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1", message.id]) {
      const path = `/api/messages/${encodeURIComponent(id)}`;
      const read = await bob.get(path);
      expect(read.status, id).toBe(404);
      expect(read.body).toEqual(notFound);
      const reply = await replyTo(bob, encodeURIComponent(id), { content: 'Mine now?' });
      expect(reply.status, id).toBe(404);
      expect(reply.body).toEqual(notFound);
    }
    expect(await inbox(bob)).toEqual([]);
    // Bob's attempts changed nothing of Ada's.
    const [after] = await inbox(ada.client);
    expect(after).toMatchObject({ status: 'unread', readAt: null, replies: [] });
    expect((await root.get('/api/admin/messages/not-a-uuid')).status).toBe(404);
  });
});

describe(`direct messages on ${describeTestDb()}`, () => {
  it('turns each review into a message of the matching type (docs/architecture.md §5)', async () => {
    const ada = await applicant('ada@example.com');
    await review(ada.applicationId, 'Waiting approval');
    await review(ada.applicationId, 'Additional Documentation Requested');
    await review(ada.applicationId, 'Denied');
    await review(ada.applicationId, 'Submitted');
    // Last: an approval creates the advance, and then the decision is locked (issue 18).
    await review(ada.applicationId, 'Approved', { title: 'Good news', content: 'Approved!' });

    const messages = await inbox(ada.client);
    expect(messages.map((m) => m.type)).toEqual([
      'approved',
      'under_review',
      'other',
      'action_required',
      'under_review',
    ]);
    expect(messages[0]).toMatchObject({
      title: 'Good news',
      content: 'Approved!',
      priority: 'normal',
      status: 'unread',
      readAt: null,
      // About the application reviewed: the reply form's Attach File puts documents there.
      applicationId: ada.applicationId,
      replies: [],
    });
    const times = messages.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const { items, total } = await adminList();
    expect(total).toBe(5);
    expect(items[0]).toMatchObject({
      kind: 'direct',
      type: 'approved',
      senderName: 'Super Admin',
      senderEmail: superAdmin.email,
      recipient: { id: ada.userId, email: 'ada@example.com', firstName: 'Ada' },
      status: 'unread',
      readAt: null,
      readCount: null,
      replyCount: 0,
    });
  });

  it('marks a message read when its recipient opens it, once, and shows Read to staff', async () => {
    const ada = await applicant('ada@example.com');
    await review(ada.applicationId, 'Approved');
    const [message] = await inbox(ada.client);
    if (!message) throw new Error('no message');

    const staffView = await root.get(`/api/admin/messages/${message.id}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body).toMatchObject({ message: { status: 'unread', readAt: null } });

    const opened = await ada.client.get(`/api/messages/${message.id}`);
    expect(opened.status).toBe(200);
    const read = opened.body as InboxMessage;
    expect(read).toMatchObject({ id: message.id, type: 'approved', status: 'read', replies: [] });
    expect(read.readAt).not.toBeNull();

    const again = (await ada.client.get(`/api/messages/${message.id}`)).body as InboxMessage;
    expect(again.readAt).toBe(read.readAt);
    expect((await inbox(ada.client))[0]).toMatchObject({ status: 'read', readAt: read.readAt });
    expect((await adminList()).items[0]).toMatchObject({ status: 'read', readAt: read.readAt });
  });

  it('keeps replies as text, lets staff answer as support, and validates the reply', async () => {
    const ada = await applicant('ada@example.com');
    await review(ada.applicationId, 'Additional Documentation Requested');
    const [message] = await inbox(ada.client);
    if (!message) throw new Error('no message');

    const html = '<img src=x onerror="alert(1)"> <b>Which</b> documents?';
    const mine = await replyTo(ada.client, message.id, {
      content: `  ${html}  `,
      sentBy: 'support',
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ content: html, sentBy: 'user' });

    const staffReply = await replyTo(root, message.id, { content: 'Your award letter, please.' });
    expect(staffReply.status).toBe(201);
    expect(staffReply.body).toMatchObject({ sentBy: 'support' });

    const opened = (await ada.client.get(`/api/messages/${message.id}`)).body as InboxMessage;
    expect(opened.replies.map((r) => [r.sentBy, r.content])).toEqual([
      ['user', html],
      ['support', 'Your award letter, please.'],
    ]);
    const stored = await server.db.db
      .selectFrom('messageReplies')
      .select('content')
      .where('sentBy', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(html);

    for (const body of [{ content: '' }, { content: ' \n\t ' }, {}, { content: 42 }]) {
      const res = await replyTo(ada.client, message.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        message: messageCenterMessages.replyRequired,
        errors: { content: messageCenterMessages.replyRequired },
      });
    }
    const tooLong = await replyTo(ada.client, message.id, { content: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);

    const { items } = await adminList();
    expect(items[0]).toMatchObject({ id: message.id, replyCount: 2 });
    const details = (await root.get(`/api/admin/messages/${message.id}`)).body as {
      threads: Array<{ user: { id: string }; replies: Reply[] }>;
    };
    expect(details.threads).toHaveLength(1);
    expect(details.threads[0]?.user.id).toBe(ada.userId);
    expect(details.threads[0]?.replies.map((r) => r.sentBy)).toEqual(['user', 'support']);
  });
});

describe(`broadcasts on ${describeTestDb()}`, () => {
  it('stores a broadcast once; each customer sees it and reads it on their own', async () => {
    const ada = await signedInCustomer('ada@example.com');
    const bob = await signedInCustomer('bob@example.com');
    const sent = await broadcast({
      title: 'New hours',
      content: 'Open Saturdays.',
      priority: 'high',
    });
    expect(sent).toMatchObject({
      kind: 'broadcast',
      type: 'system',
      priority: 'high',
      status: 'unread',
      recipient: null,
      readCount: 0,
      replyCount: 0,
      senderEmail: superAdmin.email,
    });
    expect(await count('broadcasts')).toBe(1);
    expect(await count('broadcastReceipts')).toBe(0);
    expect(await count('messages')).toBe(0);

    for (const c of [ada, bob]) {
      expect(await inbox(c)).toEqual([
        {
          id: sent.id,
          title: 'New hours',
          content: 'Open Saturdays.',
          type: 'system',
          priority: 'high',
          status: 'unread',
          sentAt: sent.sentAt,
          readAt: null,
          // A broadcast is about no application: no Attach File.
          applicationId: null,
          replies: [],
        },
      ]);
    }
    const opened = await ada.get(`/api/messages/${sent.id}`);
    expect(opened.body).toMatchObject({ status: 'read' });
    expect((await inbox(ada))[0]?.status).toBe('read');
    expect((await inbox(bob))[0]).toMatchObject({ status: 'unread', readAt: null });
    expect(await count('broadcastReceipts')).toBe(1);
    await ada.get(`/api/messages/${sent.id}`);
    expect(await count('broadcastReceipts')).toBe(1);

    expect((await adminList()).items[0]).toMatchObject({ readCount: 1, status: 'read' });
    // Staff send broadcasts; their own inbox holds direct messages only.
    expect(await inbox(root)).toEqual([]);
    expect((await root.get(`/api/messages/${sent.id}`)).status).toBe(404);
  });

  it('reaches accounts that existed when it was sent, not later ones', async () => {
    await broadcast();
    const late = await signedInCustomer('late@example.com');
    expect(await inbox(late)).toEqual([]);
    const next = await broadcast({ title: 'Second', content: 'For everyone now.' });
    expect((await inbox(late)).map((m) => m.id)).toEqual([next.id]);
  });

  it('keeps each customer’s replies to a broadcast private to their thread', async () => {
    const ada = await signedInCustomer('ada@example.com');
    const bob = await signedInCustomer('bob@example.com');
    const sent = await broadcast();
    expect((await replyTo(ada, sent.id, { content: 'Are you open Tuesday?' })).status).toBe(201);

    expect((await inbox(bob))[0]?.replies).toEqual([]);
    expect(((await bob.get(`/api/messages/${sent.id}`)).body as InboxMessage).replies).toEqual([]);
    expect((await inbox(ada))[0]?.replies.map((r) => r.content)).toEqual(['Are you open Tuesday?']);

    const adaId = (
      await server.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    // Staff must say whose thread they answer; the customer must be one who receives it.
    const unnamed = await replyTo(root, sent.id, { content: 'Yes.' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual({
      message: chatMessages.userNotFound,
      errors: { userId: chatMessages.userNotFound },
    });
    const rootId = (
      await server.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', superAdmin.email)
        .executeTakeFirstOrThrow()
    ).id;
    for (const userId of [UNKNOWN_ID, 'nope', rootId]) {
      const res = await replyTo(root, sent.id, { content: 'Yes.', userId });
      expect(res.status, userId).toBe(404);
    }
    const answer = await replyTo(root, sent.id, { content: 'Yes, 9 to 5.', userId: adaId });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ sentBy: 'support', content: 'Yes, 9 to 5.' });

    expect((await inbox(ada))[0]?.replies.map((r) => r.sentBy)).toEqual(['user', 'support']);
    expect((await inbox(bob))[0]?.replies).toEqual([]);

    const details = (await root.get(`/api/admin/messages/${sent.id}`)).body as {
      message: AdminMessage;
      threads: Array<{ user: { email: string }; replies: Reply[] }>;
    };
    expect(details.message.replyCount).toBe(2);
    expect(details.threads.map((t) => [t.user.email, t.replies.length])).toEqual([
      ['ada@example.com', 2],
    ]);
  });

  it('validates a broadcast with the spec texts', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ content: 'Body' }, { title: chatMessages.titleRequired }],
      [{ title: '   ', content: 'Body' }, { title: chatMessages.titleRequired }],
      [{ title: 'Title' }, { content: chatMessages.contentRequired }],
      [{ title: 'Title', content: ' ' }, { content: chatMessages.contentRequired }],
    ];
    for (const [body, errors] of cases) {
      const res = await root.post('/api/admin/messages/broadcast', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { errors: object }).errors).toEqual(errors);
    }
    const badPriority = await root.post('/api/admin/messages/broadcast', {
      title: 'T',
      content: 'C',
      priority: 'critical',
    });
    expect(badPriority.status).toBe(400);
    expect(badPriority.body).toHaveProperty('errors.priority');
    expect(await count('broadcasts')).toBe(0);
    expect((await broadcast({ title: 'T', content: 'C' })).priority).toBe('normal');
  });

  it('pages the staff list newest first and logs each broadcast', async () => {
    const ada = await applicant('ada@example.com');
    await review(ada.applicationId, 'Approved');
    const first = await broadcast({ title: 'One', content: '1' });
    const second = await broadcast({ title: 'Two', content: '2' });

    const page = await adminList('?limit=2');
    expect(page.total).toBe(3);
    expect(page.items.map((m) => m.id)).toEqual([second.id, first.id]);
    const rest = await adminList('?limit=2&offset=2');
    expect(rest.items.map((m) => m.kind)).toEqual(['direct']);
    expect((await root.get('/api/admin/messages?limit=201')).status).toBe(400);

    const logs = await server.db.db
      .selectFrom('activityLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'message.broadcast')
      .execute();
    expect(logs.map((l) => l.targetId).sort()).toEqual([first.id, second.id].sort());
  });
});
