import type { AppRouter } from '@advance/api';
import type { LiveEvent } from '@advance/contracts';
import { createTRPCClient } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeWebSocket, fakeWebSocketClass } from '../testing/fake-web-socket';
import { createLiveConnection } from './live-connection';

const event: LiveEvent = {
  type: 'read_receipt',
  conversationId: 'c1',
  messageIds: ['m1'],
  readAt: '2024-12-03T15:07:00.000Z',
};

let sockets: FakeWebSocket[];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** A live connection over fake sockets, one subscriber holding it, subscribed to live.events. */
function subscribed(lastEventId: string | null = null) {
  const connection = createLiveConnection({
    url: () => 'ws://localhost/trpc',
    WebSocket: fakeWebSocketClass(sockets),
  });
  const client = createTRPCClient<AppRouter>({ links: [connection.link] });
  const release = connection.hold();
  const received: unknown[] = [];
  const ended = { completed: false };
  const subscribe = (from: string | null) =>
    client.live.events.subscribe(
      { lastEventId: from },
      {
        onData: (data) => received.push(data),
        onComplete: () => {
          ended.completed = true;
        },
      },
    );
  const subscription = subscribe(lastEventId);
  return { connection, release, received, ended, subscription, subscribe };
}

const latest = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createLiveConnection', () => {
  it('connects on the first subscription and delivers tracked events', async () => {
    const { connection, received } = subscribed();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://localhost/trpc');
    expect(connection.getSnapshot().status).toBe('connecting');

    latest().open();
    await settle();
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', attempt: 0 });
    const [request] = latest().subscriptions();
    expect(request?.params).toMatchObject({ path: 'live.events', input: { lastEventId: null } });

    latest().receive({
      id: request?.id,
      result: { type: 'data', id: '7', data: { id: '7', data: event } },
    });
    expect(received).toEqual([{ id: '7', data: event }]);
  });

  it('retries 5 times, 1 s × the attempt apart, then pauses and stops trying', async () => {
    const { connection, ended } = subscribed();
    await settle();
    latest().open();
    await settle();
    latest().drop();
    expect(connection.getSnapshot()).toMatchObject({ status: 'reconnecting', attempt: 1 });

    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.advanceTimersByTimeAsync(attempt * 1000 - 1);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      latest().refuse();
      await settle();
      if (attempt < 5) {
        expect(connection.getSnapshot()).toMatchObject({
          status: 'reconnecting',
          attempt: attempt + 1,
        });
      }
    }

    expect(connection.getSnapshot()).toMatchObject({ status: 'paused', attempt: 0 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sockets).toHaveLength(6);
    expect(connection.getSnapshot().status).toBe('paused');
    // The paused client let go of the subscription; its owner starts it again on Reconnect.
    expect(ended.completed).toBe(true);
  });

  it('resumes from the last event id when a retry succeeds', async () => {
    const { connection } = subscribed();
    await settle();
    latest().open();
    await settle();
    const [request] = latest().subscriptions();
    latest().receive({
      id: request?.id,
      result: { type: 'data', id: '41', data: { id: '41', data: event } },
    });
    latest().drop();

    await vi.advanceTimersByTimeAsync(1000);
    latest().open();
    await settle();
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', attempt: 0 });
    expect(latest().subscriptions()[0]?.params.lastEventId).toBe('41');
  });

  it('gives the user a fresh set of attempts with Reconnect', async () => {
    const { connection, subscribe } = subscribed();
    await settle();
    latest().refuse();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.advanceTimersByTimeAsync(attempt * 1000);
      latest().refuse();
      await settle();
    }
    expect(connection.getSnapshot().status).toBe('paused');

    connection.reconnect();
    expect(connection.getSnapshot()).toEqual({ status: 'connecting', attempt: 0 });
    subscribe('41');
    await settle();
    expect(sockets).toHaveLength(7);
    latest().open();
    await settle();
    expect(connection.getSnapshot().status).toBe('connected');
    expect(latest().subscriptions()[0]?.params.input).toEqual({ lastEventId: '41' });
  });

  it('lets a dropped socket go when nobody holds the connection (signed out)', async () => {
    const { connection, release, subscription } = subscribed();
    await settle();
    latest().open();
    await settle();
    release();
    subscription.unsubscribe();
    latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('idle');
  });

  it('shows the paused notice when the subscription itself fails', () => {
    const { connection } = subscribed();
    connection.pause();
    expect(connection.getSnapshot().status).toBe('paused');
  });
});
