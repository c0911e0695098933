import { setTimeout as sleep } from 'node:timers/promises';
import type { InboxMessage, Reply } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { openLiveSocket } from '../testing/live-socket';
import { useTestServer } from '../testing/use-test-server';

// A write whose answer was lost (the database went away, the network dropped) is sent
// again by the client with the same key: it must not be stored or delivered twice (issue 12).
const { server, client } = useTestServer();

async function signedIn(credentials: { email: string; password: string }) {
  const c = client();
  await signIn(c, credentials);
  return c;
}

async function customerWithConversation() {
  await createCustomer(client());
  const ada = await signedIn(customer);
  const conversation = (await ada.request('POST', '/api/conversations')).body as { id: string };
  return { ada, conversationId: conversation.id };
}

const sendRest = (c: TestClient, conversationId: string, content: string, key?: string) =>
  c.request('POST', `/api/conversations/${conversationId}/messages`, {
    json: { content },
    ...(key && { headers: { 'idempotency-key': key } }),
  });

const messagesOf = async (c: TestClient, conversationId: string) => {
  const res = await c.get(`/api/conversations/${conversationId}?includeAll=true`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { messages: { id: string; content: string }[] }).messages;
};

describe(`idempotent writes on ${describeTestDb()}`, () => {
  it('stores and announces a chat message resent with the same Idempotency-Key once', async () => {
    const { ada, conversationId } = await customerWithConversation();
    await ensureSuperAdmin(server().runtime.deps);
    const root = await signedIn(superAdmin);
    const me = (await root.get('/api/auth/user')).body as { id: string };
    const staffSocket = await openLiveSocket(server(), root, '/ws');
    staffSocket.send({ type: 'authenticate', userId: me.id });
    await staffSocket.next((m) => m.type === 'authenticated');

    const key = 'a1b2c3d4-0000-4000-8000-000000000001';
    const first = await sendRest(ada, conversationId, 'Only once, please', key);
    const again = await sendRest(ada, conversationId, 'Only once, please', key);
    expect(first.status, first.text).toBe(201);
    expect(again.status, again.text).toBe(201);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);

    const stored = (await messagesOf(ada, conversationId)).filter(
      (m) => m.content === 'Only once, please',
    );
    expect(stored).toHaveLength(1);
    await staffSocket.next((m) => m.type === 'new_message');
    await sleep(300);
    const events = staffSocket.messages.filter(
      (m) =>
        m.type === 'new_message' &&
        (m.message as { content?: string } | undefined)?.content === 'Only once, please',
    );
    expect(events).toHaveLength(1);
    staffSocket.close();

    // A new key is a new message; the same key on other text is refused.
    expect((await sendRest(ada, conversationId, 'Only once, please', `${key}-2`)).status).toBe(201);
    expect((await sendRest(ada, conversationId, 'Something else', key)).status).toBe(422);
    // Without a key, a resend is a new message, as before.
    expect((await sendRest(ada, conversationId, 'No key')).status).toBe(201);
    expect((await sendRest(ada, conversationId, 'No key')).status).toBe(201);
    const all = await messagesOf(ada, conversationId);
    expect(all.filter((m) => m.content === 'Only once, please')).toHaveLength(2);
    expect(all.filter((m) => m.content === 'No key')).toHaveLength(2);
  });

  it('keys belong to their sender: the same key from two people is two messages', async () => {
    const { ada, conversationId } = await customerWithConversation();
    await ensureSuperAdmin(server().runtime.deps);
    const root = await signedIn(superAdmin);
    const key = 'shared-key-0001';
    expect((await sendRest(ada, conversationId, 'From Ada', key)).status).toBe(201);
    expect((await sendRest(root, conversationId, 'From staff', key)).status).toBe(201);
    const all = await messagesOf(ada, conversationId);
    expect(all.map((m) => m.content)).toEqual(expect.arrayContaining(['From Ada', 'From staff']));
  });

  it('takes idempotencyKey on tRPC conversations.send, concurrent twins included', async () => {
    const { ada, conversationId } = await customerWithConversation();
    const input = { conversationId, content: 'Twice at once', idempotencyKey: 'trpc-key-000001' };
    const [one, two] = await Promise.all([
      ada.request('POST', '/trpc/conversations.send', { json: input }),
      ada.request('POST', '/trpc/conversations.send', { json: input }),
    ]);
    expect(one?.status, one?.text).toBe(200);
    expect(two?.status, two?.text).toBe(200);
    const idOf = (res: typeof one) =>
      (res?.body as { result?: { data?: { id?: string } } } | undefined)?.result?.data?.id;
    expect(idOf(one)).toBe(idOf(two));
    const stored = (await messagesOf(ada, conversationId)).filter(
      (m) => m.content === 'Twice at once',
    );
    expect(stored).toHaveLength(1);
  });

  it('stores a Message Center reply resent with the same key once', async () => {
    await createCustomer(client());
    const ada = await signedIn(customer);
    await ensureSuperAdmin(server().runtime.deps);
    const root = await signedIn(superAdmin);
    const sent = await root.request('POST', '/api/admin/messages/broadcast', {
      json: { title: 'Office hours', content: 'We are open on Saturday.' },
    });
    expect(sent.status, sent.text).toBe(201);
    const [message] = (await ada.get('/api/messages')).body as InboxMessage[];
    if (!message) throw new Error('broadcast missing from the inbox');

    const reply = (key: string) =>
      ada.request('POST', `/api/messages/${message.id}/replies`, {
        json: { content: 'See you then' },
        headers: { 'idempotency-key': key },
      });
    const first = await reply('reply-key-000001');
    const again = await reply('reply-key-000001');
    expect(first.status, first.text).toBe(201);
    expect(again.status, again.text).toBe(201);
    expect((again.body as Reply).id).toBe((first.body as Reply).id);
    const thread = (await ada.get(`/api/messages/${message.id}`)).body as { replies: Reply[] };
    expect(thread.replies.filter((r) => r.content === 'See you then')).toHaveLength(1);
  });
});
