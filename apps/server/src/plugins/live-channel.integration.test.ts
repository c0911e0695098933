import type { LiveEvent } from '@advance/contracts';
import { ensureSuperAdmin, publishLiveEvent } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { openLiveSocket } from '../testing/live-socket';
import { useTestServer } from '../testing/use-test-server';
import { WS_CLOSE } from './live-channel';

const { server, client } = useTestServer();

const signedIn = async (
  credentials: { email: string; password: string } = customer,
): Promise<{ c: TestClient; userId: string }> => {
  const c = client();
  await signIn(c, credentials);
  const me = (await c.get('/api/auth/user')).body as { id: string };
  return { c, userId: me.id };
};

const receipt = (conversationId: string): LiveEvent => ({
  type: 'read_receipt',
  conversationId,
  messageIds: ['m1'],
  readAt: '2026-11-21T10:00:00.000Z',
});
const publish = (ownerId: string, conversationId: string) =>
  publishLiveEvent(server().runtime.deps, ownerId, receipt(conversationId));
const isReceipt = (conversationId: string) => (m: Record<string, unknown>) =>
  m.type === 'read_receipt' && m.conversationId === conversationId;

describe(`the /ws live channel on ${describeTestDb()}`, () => {
  it('authenticates the cookie user and pushes only their events', async () => {
    await createCustomer(client());
    await createCustomer(client(), { email: 'bob@example.com' });
    const ada = await signedIn();
    const bob = await signedIn({ ...customer, email: 'bob@example.com' });
    const socket = await openLiveSocket(server(), ada.c, '/ws');
    socket.send({ type: 'authenticate', userId: ada.userId });
    await socket.next((m) => m.type === 'authenticated');

    await publish(bob.userId, 'bobs');
    await publish(ada.userId, 'adas');
    const event = await socket.next(isReceipt('adas'));
    expect(event).toMatchObject({
      type: 'read_receipt',
      messageIds: ['m1'],
      eventId: expect.any(String),
    });
    expect(socket.messages.some(isReceipt('bobs'))).toBe(false);
    socket.close();
  });

  it('gives staff every conversation', async () => {
    await createCustomer(client());
    const ada = await signedIn();
    await ensureSuperAdmin(server().runtime.deps);
    const root = await signedIn(superAdmin);
    const socket = await openLiveSocket(server(), root.c, '/ws');
    socket.send({ type: 'authenticate', userId: root.userId });
    await socket.next((m) => m.type === 'authenticated');
    await publish(ada.userId, 'adas');
    await socket.next(isReceipt('adas'));
    socket.close();
  });

  it("closes when authenticate names someone else's user, or the message is not one", async () => {
    await createCustomer(client());
    const ada = await signedIn();
    const other = await openLiveSocket(server(), ada.c, '/ws');
    other.send({ type: 'authenticate', userId: '00000000-0000-4000-8000-000000000000' });
    expect(await other.closed).toBe(WS_CLOSE.forbidden);
    const junk = await openLiveSocket(server(), ada.c, '/ws');
    junk.socket.send('not json');
    expect(await junk.closed).toBe(WS_CLOSE.badMessage);
  });

  it('resumes after a dropped connection with exactly the missed events, in order', async () => {
    await createCustomer(client());
    const ada = await signedIn();
    const first = await openLiveSocket(server(), ada.c, '/ws');
    first.send({ type: 'authenticate', userId: ada.userId });
    await first.next((m) => m.type === 'authenticated');
    await publish(ada.userId, 'seen');
    const seen = await first.next(isReceipt('seen'));
    first.close();
    await first.closed;

    await publish(ada.userId, 'missed-1');
    await publish(ada.userId, 'missed-2');
    const again = await openLiveSocket(server(), ada.c, '/ws');
    again.send({ type: 'authenticate', userId: ada.userId, lastEventId: seen.eventId });
    await again.next(isReceipt('missed-1'));
    await again.next(isReceipt('missed-2'));
    await publish(ada.userId, 'live');
    await again.next(isReceipt('live'));
    const conversations = again.messages
      .filter((m) => m.type === 'read_receipt')
      .map((m) => m.conversationId);
    expect(conversations).toEqual(['missed-1', 'missed-2', 'live']);
    again.close();
  });

  it('refuses the upgrade from a foreign origin or without a session', async () => {
    await createCustomer(client());
    const ada = await signedIn();
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server().url.replace('http', 'ws')}/ws`, { headers });
        socket.on('unexpected-response', (req, res) => {
          req.destroy();
          resolve(res.statusCode ?? 0);
        });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
    expect(await status({ origin: 'https://evil.example', cookie: ada.c.cookieHeader() })).toBe(
      403,
    );
    expect(await status({ origin: server().origin })).toBe(401);
    expect(await status({ origin: server().origin, cookie: ada.c.cookieHeader() })).toBe(101);
  });

  it('is closed when the session signs out', async () => {
    await createCustomer(client());
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada.c, '/ws');
    socket.send({ type: 'authenticate', userId: ada.userId });
    await socket.next((m) => m.type === 'authenticated');
    await ada.c.post('/api/logout');
    expect(await socket.closed).toBe(4001);
  });
});

describe(`the tRPC live subscription on ${describeTestDb()}`, () => {
  it('streams tracked events and resumes from lastEventId', async () => {
    await createCustomer(client());
    const ada = await signedIn();
    await publish(ada.userId, 'old');
    await publish(ada.userId, 'new');
    const events = (
      await server().db.db.selectFrom('liveEvents').select('id').orderBy('id').execute()
    ).map((r) => String(r.id));

    // tRPC's WebSocket protocol (JSON-RPC 2.0 style), as @trpc/client's wsLink speaks it.
    const socket = await openLiveSocket(server(), ada.c, '/trpc');
    socket.send({
      id: 1,
      method: 'subscription',
      params: { path: 'live.events', input: { lastEventId: events[0] } },
    });
    const data = await socket.next(
      (m) => (m.result as { type?: string } | undefined)?.type === 'data',
    );
    // A tracked() event travels as { id, data } inside the result.
    expect(data.result).toMatchObject({
      type: 'data',
      id: events[1],
      data: { id: events[1], data: { type: 'read_receipt', conversationId: 'new' } },
    });
    await publish(ada.userId, 'live');
    const live = await socket.next(
      (m) =>
        (m.result as { data?: { data?: { conversationId?: string } } } | undefined)?.data?.data
          ?.conversationId === 'live',
    );
    expect(Number((live.result as { id: string }).id)).toBeGreaterThan(Number(events[1]));
    socket.close();
  });

  it('refuses a signed-out subscription', async () => {
    const visitor = client();
    // The upgrade itself needs a session (live-sockets), so a visitor never gets this far.
    await expect(openLiveSocket(server(), visitor, '/trpc')).rejects.toThrow();
  });
});
