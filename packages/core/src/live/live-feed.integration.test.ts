import type { LiveEvent } from '@advance/contracts';
import { createDb, type DbHandle, insertUserIfEmailFree } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessEventBus, type EventBus } from '../events/event-bus';
import { silentLogger } from '../logger';
import { createLiveFeed, type LiveEnvelope, type LiveFeed, type LiveViewer } from './live-feed';
import { publishLiveEvent } from './publish-live-event';

let db: TestDb;
let events: EventBus;
let feed: LiveFeed;
let ada: string;
let bob: string;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  events = createInProcessEventBus();
  feed = createLiveFeed({ db: db.db, listen: db.listen, events, log: silentLogger });
  await feed.start();
  const user = async (email: string) =>
    (await insertUserIfEmailFree(db.db, { email, passwordHash: null }))?.id ?? '';
  ada = await user('ada@x.test');
  bob = await user('bob@x.test');
});
afterEach(() => feed.stop());

const receipt = (n: number): LiveEvent => ({
  type: 'read_receipt',
  conversationId: `c${n}`,
  messageIds: [`m${n}`],
  readAt: '2026-11-21T00:00:00.000Z',
});
const publish = (owner: string, n: number) =>
  publishLiveEvent({ db: db.db, events }, owner, receipt(n));

/** Collects `count` envelopes from a subscription, then stops it. */
async function take(
  source: LiveFeed,
  viewer: LiveViewer,
  count: number,
  options: { afterId?: number } = {},
  whileWaiting: () => Promise<unknown> = async () => {},
): Promise<LiveEnvelope[]> {
  const controller = new AbortController();
  const got: LiveEnvelope[] = [];
  const stream = source.subscribe(viewer, { ...options, signal: controller.signal });
  const reading = (async () => {
    for await (const envelope of stream) {
      got.push(envelope);
      if (got.length === count) break;
    }
  })();
  await whileWaiting();
  const timeout = setTimeout(() => controller.abort(), 5000);
  await reading;
  clearTimeout(timeout);
  return got;
}

const conversationsOf = (envelopes: LiveEnvelope[]) =>
  envelopes.map((e) => (e.event.type === 'read_receipt' ? e.event.conversationId : ''));

describe(`the live feed on ${describeTestDb()}`, () => {
  it('gives a customer only their own events, and staff everything, in order', async () => {
    const adas = take(feed, { userId: ada, staff: false }, 2);
    const staff = take(feed, { userId: bob, staff: true }, 3);
    await publish(ada, 1);
    await publish(bob, 2);
    await publish(ada, 3);
    expect(conversationsOf(await adas)).toEqual(['c1', 'c3']);
    const all = await staff;
    expect(conversationsOf(all)).toEqual(['c1', 'c2', 'c3']);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => a - b));
  });

  it('resumes after a given id with exactly the missed events, then goes on live', async () => {
    await publish(ada, 1);
    await publish(ada, 2);
    await publish(ada, 3);
    const first = (await take(feed, { userId: ada, staff: false }, 1, { afterId: 0 }))[0];
    const resumed = await take(
      feed,
      { userId: ada, staff: false },
      3,
      { afterId: first?.id ?? 0 },
      () => publish(ada, 4),
    );
    expect(conversationsOf(resumed)).toEqual(['c2', 'c3', 'c4']);
  });

  it('delivers every one of many concurrent events once, in id order', async () => {
    const staff = take(feed, { userId: bob, staff: true }, 40);
    await Promise.all(Array.from({ length: 40 }, (_, n) => publish(n % 2 ? ada : bob, n)));
    const got = await staff;
    expect(got).toHaveLength(40);
    expect(new Set(got.map((e) => e.id)).size).toBe(40);
    expect(got.map((e) => e.id)).toEqual([...got.map((e) => e.id)].sort((a, b) => a - b));
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reaches a second instance on the same PostgreSQL by NOTIFY',
    async () => {
      let other: DbHandle | undefined;
      let otherFeed: LiveFeed | undefined;
      try {
        other = await createDb({ databaseUrl: db.databaseUrl ?? '', poolSize: 2 });
        // Its own bus and no polling to speak of: only NOTIFY can wake it in time.
        otherFeed = createLiveFeed(
          {
            db: other.db,
            listen: other.listen,
            events: createInProcessEventBus(),
            log: silentLogger,
          },
          { pollMs: 60_000 },
        );
        await otherFeed.start();
        const started = Date.now();
        const got = await take(otherFeed, { userId: ada, staff: false }, 1, {}, () =>
          publish(ada, 7),
        );
        expect(conversationsOf(got)).toEqual(['c7']);
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await otherFeed?.stop();
        await other?.close();
      }
    },
  );
});
