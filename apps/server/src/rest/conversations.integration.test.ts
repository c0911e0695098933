import {
  type AdminConversation,
  applicationMessages,
  authMessages,
  type Conversation,
  type ConversationMessage,
  type ConversationWithMessages,
  chatMessages,
  documentRequestTexts,
  SUPPORT_CONVERSATION_TITLE,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { decisionFields } from '../testing/decision-fields';
import { customerWithApplication } from '../testing/documents';
import { createCustomer, signedInSuperAdmin, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient, TestResponse } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';
const BAD_IDS = [NO_SUCH_ID, 'not-a-uuid', "1' or '1'='1"];

async function customerClient(email: string): Promise<TestClient> {
  const c = client();
  await signIn(c, await createCustomer(c, { email }));
  return c;
}

async function staffClient(): Promise<TestClient> {
  const root = await signedInSuperAdmin(server);
  return root;
}

const idOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const created = (res: TestResponse) => {
  expect(res.status, res.text).toBe(201);
  return res.body;
};

async function start(c: TestClient, json?: unknown): Promise<ConversationWithMessages> {
  return created(
    await c.request('POST', '/api/conversations', { json }),
  ) as ConversationWithMessages;
}

const send = (c: TestClient, conversationId: string, content: unknown) =>
  c.request('POST', `/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    json: { content },
  });

async function say(c: TestClient, conversationId: string, content: string) {
  return created(await send(c, conversationId, content)) as ConversationMessage;
}

const markRead = (c: TestClient, conversationId: string) =>
  c.request('POST', `/api/conversations/${encodeURIComponent(conversationId)}/mark-read`);

async function read(c: TestClient, conversationId: string, query = '') {
  const res = await c.get(`/api/conversations/${conversationId}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ConversationWithMessages;
}

const mine = async (c: TestClient) => (await c.get('/api/conversations')).body as Conversation[];

const adminList = async (c: TestClient, query = '') => {
  const res = await c.get(`/api/admin/conversations${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { items: AdminConversation[]; total: number };
};

const unreadCard = async (staff: TestClient) =>
  ((await staff.get('/api/admin/summary')).body as { unreadMessages: number }).unreadMessages;

const liveEvents = () =>
  server.db.db
    .selectFrom('liveEvents')
    .select(['userId', 'type', 'payload'])
    .orderBy('id')
    .execute();

describe(`who may use the chat paths on ${describeTestDb()}`, () => {
  it('answers 401 to visitors everywhere and 403 to customers on the admin paths', async () => {
    const ada = await customerClient('ada@example.com');
    const conversation = await start(ada);
    const visitor = client();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/conversations'],
      ['GET', `/api/conversations/${conversation.id}?includeAll=true`],
      ['POST', '/api/conversations'],
      ['POST', `/api/conversations/${conversation.id}/messages`, { content: 'Hi' }],
      ['POST', `/api/conversations/${conversation.id}/mark-read`],
      ['GET', '/api/admin/conversations'],
      ['POST', '/api/admin/conversations', { userId: conversation.userId, title: 'Hi' }],
    ];
    for (const [method, path, json] of calls) {
      const res = await visitor.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: authMessages.notSignedIn });
    }
    for (const [method, path, json] of calls.filter(([, path]) => path.includes('/admin/'))) {
      const res = await ada.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await server.db.db.selectFrom('conversationMessages').selectAll().execute()).toEqual([]);
    expect(await server.db.db.selectFrom('conversations').select('userId').execute()).toHaveLength(
      1,
    );
  });
});

describe(`a customer's chat on ${describeTestDb()}`, () => {
  it('starts with an empty body, sends, and reads back HTML as the exact text it is', async () => {
    const ada = await customerClient('ada@example.com');
    const adaId = await idOf('ada@example.com');

    // The spec's empty-body POST, with and without a JSON content type.
    const res = await ada.request('POST', '/api/conversations', {
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    const conversation = created(res) as ConversationWithMessages;
    expect(conversation).toMatchObject({
      userId: adaId,
      applicationId: null,
      title: SUPPORT_CONVERSATION_TITLE,
      lastMessageAt: null,
      lastMessageBy: null,
      unreadByAdmin: 0,
      unreadByUser: 0,
      messages: [],
    });
    expect(created(await ada.request('POST', '/api/conversations'))).toHaveProperty('id');

    const html = '<script>alert("x")</script> & <b>bold</b>\n<img src=x onerror=alert(1)>';
    const sent = await say(ada, conversation.id, `  ${html}  `);
    expect(sent).toMatchObject({
      conversationId: conversation.id,
      content: html,
      senderType: 'user',
      senderId: adaId,
      isRead: false,
      readAt: null,
      title: null,
      type: null,
    });

    const back = await ada.get(`/api/conversations/${conversation.id}?includeAll=true`);
    expect(back.headers.get('content-type')).toMatch(/^application\/json/);
    const messages = (back.body as ConversationWithMessages).messages;
    expect(messages.map((m) => m.content)).toEqual([html]);
    expect(back.text).toContain(JSON.stringify(html));
    const stored = await server.db.db
      .selectFrom('conversationMessages')
      .select('content')
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(html);

    const second = await say(ada, conversation.id, 'Second');
    expect((await read(ada, conversation.id)).messages.map((m) => m.id)).toEqual([
      sent.id,
      second.id,
    ]);
    const listed = await mine(ada);
    expect(listed[0]).toMatchObject({
      id: conversation.id,
      lastMessageAt: second.createdAt,
      lastMessageBy: 'user',
      unreadByAdmin: 2,
      unreadByUser: 0,
    });
    expect(listed).toHaveLength(2);

    const events = await liveEvents();
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      userId: adaId,
      type: 'new_message',
      payload: {
        type: 'new_message',
        conversationId: conversation.id,
        message: sent,
        // The counters as the send left them: the client sets them, it does not count.
        unreadByAdmin: 1,
        unreadByUser: 0,
      },
    });
  });

  it('refuses blank, missing and overlong content with the spec texts', async () => {
    const ada = await customerClient('ada@example.com');
    const { id } = await start(ada);
    for (const content of ['', '   ', '\n\t ', undefined, null, 42]) {
      const res = await send(ada, id, content);
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.body).toEqual({
        message: chatMessages.contentRequired,
        errors: { content: chatMessages.contentRequired },
      });
    }
    expect((await send(ada, id, 'x'.repeat(5001))).status).toBe(400);
    expect((await send(ada, id, 'x'.repeat(5000))).status).toBe(201);
    expect((await read(ada, id)).messages).toHaveLength(1);
  });

  it('starts about an own application only', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    expect(await start(ada, { applicationId })).toMatchObject({ applicationId });
    const bob = await customerClient('bob@example.com');
    for (const id of [applicationId, ...BAD_IDS]) {
      const res = await bob.request('POST', '/api/conversations', { json: { applicationId: id } });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: applicationMessages.notFound });
    }
    expect(await mine(bob)).toEqual([]);
  });

  it('answers the 31st message within a minute with 429 and Retry-After', async () => {
    const ada = await customerClient('ada@example.com');
    const { id } = await start(ada);
    for (let n = 1; n <= 30; n++) expect((await send(ada, id, `Message ${n}`)).status).toBe(201);
    const refused = await send(ada, id, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: chatMessages.tooFast });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await read(ada, id, '?includeAll=true')).messages).toHaveLength(30);
    // The limit is the sender's own: someone else still gets through.
    const staff = await staffClient();
    expect((await send(staff, id, 'Slow down, please')).status).toBe(201);
  });
});

describe(`privacy between customers on ${describeTestDb()}`, () => {
  it("keeps one customer out of another's conversation: read, post, mark read, list", async () => {
    const ada = await customerClient('ada@example.com');
    const bob = await customerClient('bob@example.com');
    const { id } = await start(ada);
    await say(ada, id, 'My benefit is late');

    for (const target of [id, ...BAD_IDS]) {
      const path = `/api/conversations/${encodeURIComponent(target)}`;
      for (const res of [
        await bob.get(path),
        await bob.get(`${path}?includeAll=true`),
        await send(bob, target, 'Let me in'),
        await markRead(bob, target),
      ]) {
        expect(res.status, target).toBe(404);
        expect(res.body).toEqual({ message: chatMessages.notFound });
      }
    }
    expect(await mine(bob)).toEqual([]);
    const conversation = await read(ada, id);
    expect(conversation.messages.map((m) => m.content)).toEqual(['My benefit is late']);
    expect(conversation.unreadByAdmin).toBe(1);
    expect((await liveEvents()).map((e) => e.type)).toEqual(['new_message']);
  });
});

describe(`staff and the unread counters on ${describeTestDb()}`, () => {
  it('lets staff read, answer and mark read any conversation, with receipts journaled', async () => {
    const ada = await customerClient('ada@example.com');
    const adaId = await idOf('ada@example.com');
    const staff = await staffClient();
    const rootId = await idOf(superAdmin.email);
    const { id } = await start(ada);
    const first = await say(ada, id, 'Hello?');
    const second = await say(ada, id, 'Anyone there?');
    expect(await unreadCard(staff)).toBe(2);

    const { items, total } = await adminList(staff);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      id,
      userId: adaId,
      unreadByAdmin: 2,
      unreadByUser: 0,
      lastMessageBy: 'user',
      user: { id: adaId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      lastMessage: second,
    });
    expect((await read(staff, id)).messages).toEqual([first, second]);

    const answer = await say(staff, id, 'Yes, how can we help?');
    expect(answer).toMatchObject({ senderType: 'admin', senderId: rootId });
    expect((await mine(ada))[0]).toMatchObject({
      unreadByUser: 1,
      unreadByAdmin: 2,
      lastMessageBy: 'admin',
      lastMessageAt: answer.createdAt,
    });

    const staffRead = await markRead(staff, id);
    expect(staffRead.status).toBe(200);
    const receipt = staffRead.body as { messageIds: string[]; readAt: string };
    expect(receipt.messageIds).toEqual([first.id, second.id]);
    expect(new Date(receipt.readAt).toISOString()).toBe(receipt.readAt);
    expect(await unreadCard(staff)).toBe(0);
    const afterStaff = await read(ada, id);
    expect(afterStaff).toMatchObject({ unreadByAdmin: 0, unreadByUser: 1 });
    expect(afterStaff.messages.map((m) => [m.isRead, m.readAt])).toEqual([
      [true, receipt.readAt],
      [true, receipt.readAt],
      [false, null],
    ]);

    // Nothing new to read: no receipt, no event.
    expect(((await markRead(staff, id)).body as { messageIds: string[] }).messageIds).toEqual([]);

    const adaRead = (await markRead(ada, id)).body as { messageIds: string[]; readAt: string };
    expect(adaRead.messageIds).toEqual([answer.id]);
    expect((await mine(ada))[0]).toMatchObject({ unreadByUser: 0, unreadByAdmin: 0 });

    const events = await liveEvents();
    expect(events.map((e) => [e.userId, e.type])).toEqual([
      [adaId, 'new_message'],
      [adaId, 'new_message'],
      [adaId, 'new_message'],
      [adaId, 'read_receipt'],
      [adaId, 'read_receipt'],
    ]);
    expect(events[3]?.payload).toEqual({
      type: 'read_receipt',
      conversationId: id,
      messageIds: [first.id, second.id],
      readAt: receipt.readAt,
    });
    expect(events[4]?.payload).toEqual({
      type: 'read_receipt',
      conversationId: id,
      messageIds: [answer.id],
      readAt: adaRead.readAt,
    });
  });

  it('pages the staff list by latest activity, within the documented bounds', async () => {
    const ada = await customerClient('ada@example.com');
    const staff = await staffClient();
    const a = await start(ada);
    const b = await start(ada);
    const c = await start(ada);
    await say(ada, a.id, 'Bumped to the top');
    expect((await adminList(staff)).items.map((i) => i.id)).toEqual([a.id, c.id, b.id]);
    const page = await adminList(staff, '?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((i) => [i.id, i.lastMessage])).toEqual([[c.id, null]]);
    expect((await staff.get('/api/admin/conversations?limit=201')).status).toBe(400);
    expect((await staff.get('/api/admin/conversations?offset=-1')).status).toBe(400);
    expect((await mine(ada)).map((i) => i.id)).toEqual([a.id, c.id, b.id]);
  });
});

describe(`staff start conversations on ${describeTestDb()}`, () => {
  it('prefixes the title, posts the first message with its title, and tells the user', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const adaId = await idOf('ada@example.com');
    const staff = await staffClient();

    const res = await staff.request('POST', '/api/admin/conversations', {
      json: { userId: adaId, applicationId, title: 'Documents needed', content: 'Please upload.' },
    });
    const conversation = created(res) as ConversationWithMessages;
    expect(conversation).toMatchObject({
      userId: adaId,
      applicationId,
      title: 'Message: Documents needed',
      lastMessageBy: 'admin',
      unreadByUser: 1,
      unreadByAdmin: 0,
    });
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({
      title: 'Documents needed',
      content: 'Please upload.',
      senderType: 'admin',
      type: null,
    });

    const prefixed = created(
      await staff.request('POST', '/api/admin/conversations', {
        json: { userId: adaId, title: 'Message: Already prefixed' },
      }),
    ) as ConversationWithMessages;
    expect(prefixed).toMatchObject({ title: 'Message: Already prefixed', messages: [] });

    const listed = await mine(ada);
    expect(listed.map((c) => c.id).sort()).toEqual([conversation.id, prefixed.id].sort());
    expect((await read(ada, conversation.id)).messages[0]?.title).toBe('Documents needed');

    const events = await liveEvents();
    expect(events).toEqual([
      {
        userId: adaId,
        type: 'new_message',
        payload: {
          type: 'new_message',
          conversationId: conversation.id,
          message: conversation.messages[0],
          unreadByAdmin: 0,
          unreadByUser: 1,
        },
      },
    ]);
    const log = (await staff.get('/api/admin/logs')).body as Array<{ action: string }>;
    expect(log.filter((e) => e.action === 'conversation.started_by_staff')).toHaveLength(2);
  });

  it('refuses an unknown user, a foreign application and a missing title', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    await createCustomer(client(), { email: 'bob@example.com' });
    const bobId = await idOf('bob@example.com');
    const staff = await staffClient();
    const post = (json: unknown) => staff.request('POST', '/api/admin/conversations', { json });

    for (const userId of BAD_IDS) {
      const res = await post({ userId, title: 'Hi' });
      expect(res.status, userId).toBe(404);
      expect(res.body).toEqual({ message: chatMessages.userNotFound });
    }
    const foreign = await post({ userId: bobId, applicationId, title: 'Hi' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: applicationMessages.notFound });
    for (const title of [undefined, '', '   ']) {
      const res = await post({ userId: bobId, title, content: 'Body' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: chatMessages.titleRequired });
    }
    expect((await post({ userId: bobId, title: 'Hi', content: '  ' })).status).toBe(400);
    expect(await server.db.db.selectFrom('conversations').selectAll().execute()).toEqual([]);
  });
});

describe(`review messages in the chat on ${describeTestDb()}`, () => {
  it("posts a review's message to the applicant's chat as Application Review", async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const adaId = await idOf('ada@example.com');
    const staff = await staffClient();
    const review = (json: unknown) =>
      staff.request('PATCH', `/api/admin/applications/${applicationId}/review`, { json });

    expect(
      (
        await review({
          status: 'Additional Documentation Requested',
          ...decisionFields('Additional Documentation Requested'),
          message: { title: 'Documents needed', content: 'Please send your award letter.' },
        })
      ).status,
    ).toBe(200);
    const [conversation, ...others] = await mine(ada);
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({
      userId: adaId,
      applicationId,
      title: SUPPORT_CONVERSATION_TITLE,
      unreadByUser: 1,
      lastMessageBy: 'admin',
    });
    const id = conversation?.id ?? '';
    const [message] = (await read(ada, id)).messages;
    expect(message).toMatchObject({
      type: 'application',
      title: 'Documents needed',
      content: 'Please send your award letter.',
      senderType: 'admin',
      senderId: await idOf(superAdmin.email),
    });

    // A review without a message says nothing in the chat; the next message joins the same thread.
    expect((await review({ status: 'Waiting approval' })).status).toBe(200);
    expect(
      (await review({ status: 'Approved', message: { title: 'Approved', content: 'Funds soon.' } }))
        .status,
    ).toBe(200);
    expect(await mine(ada)).toHaveLength(1);
    const thread = await read(ada, id);
    expect(thread.messages.map((m) => [m.type, m.title])).toEqual([
      ['application', 'Documents needed'],
      ['application', 'Approved'],
    ]);
    expect(thread.unreadByUser).toBe(2);

    const events = await liveEvents();
    expect(events.map((e) => [e.userId, e.type])).toEqual([
      [adaId, 'new_message'],
      [adaId, 'new_message'],
    ]);
    expect(events[0]?.payload).toEqual({
      type: 'new_message',
      conversationId: id,
      message,
      unreadByAdmin: 0,
      unreadByUser: 1,
    });
    // The message center keeps its own copy, as before, next to the request's own notice
    // (issue 19; written in the same transaction, so in no particular order between them).
    const titles = await server.db.db
      .selectFrom('messages')
      .select('title')
      .orderBy('sentAt')
      .execute();
    expect(
      titles
        .slice(0, 2)
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Documents needed', documentRequestTexts.title].sort());
    expect(titles.slice(2)).toEqual([
      { title: 'Application update: Waiting approval' },
      { title: 'Approved' },
    ]);
  });
});
