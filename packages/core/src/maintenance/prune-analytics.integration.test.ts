import { insertVisitorSession } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { silentLogger } from '../logger';
import { createTracking, type Tracking } from '../tracking/tracking';
import { pruneAnalytics } from './prune-analytics';

let db: TestDb;
let tracking: Tracking;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  tracking = await createTracking({ db: db.db, log: silentLogger, retentionMonths: 13 });
});
afterEach(() => tracking.queue.stop());

const visitAt = async (startedAt: Date, clientId: string) => {
  const session = await insertVisitorSession(db.db, {
    clientId,
    startedAt,
    lastActiveAt: startedAt,
  });
  const touch = { id: session.id, lastActiveAt: startedAt, userId: null, converted: false };
  await tracking.queue.pageView(
    { id: crypto.randomUUID(), sessionId: session.id, path: '/', viewedAt: startedAt },
    touch,
  );
  await tracking.queue.interaction(
    {
      id: crypto.randomUUID(),
      sessionId: session.id,
      eventType: 'click',
      eventAction: 'click',
      occurredAt: startedAt,
    },
    touch,
  );
  await tracking.queue.goal(
    {
      id: crypto.randomUUID(),
      sessionId: session.id,
      goalType: 'application_started',
      achievedAt: startedAt,
    },
    touch,
  );
  return session.id;
};

const count = async (table: 'visitorSessions' | 'pageViews' | 'interactions' | 'goals') =>
  (await db.db.selectFrom(table).select('id').execute()).length;

describe(`analytics retention on ${describeTestDb()}`, () => {
  it('deletes visits and events older than the retention, and their daily rows', async () => {
    const now = new Date('2027-03-15T12:00:00Z');
    await visitAt(new Date('2026-01-10T08:00:00Z'), 'sess_old');
    const kept = await visitAt(new Date('2026-03-01T08:00:00Z'), 'sess_kept');
    // Stopping writes what is queued: nothing is lost at shutdown.
    await tracking.queue.stop();
    expect(await count('pageViews')).toBe(2);

    const deps = { db: db.db, now: () => now, tracking } as Pick<
      CoreDeps,
      'db' | 'now' | 'tracking'
    >;
    const deleted = await pruneAnalytics(deps);
    expect(deleted).toMatchObject({ sessions: 1, dailyRows: 1 });
    const sessions = await db.db.selectFrom('visitorSessions').select('id').execute();
    expect(sessions).toEqual([{ id: kept }]);
    for (const table of ['pageViews', 'interactions', 'goals'] as const) {
      expect(await count(table)).toBe(1);
    }
    const days = await db.db.selectFrom('pageViewDaily').select(['day', 'views']).execute();
    expect(days).toEqual([{ day: '2026-03-01', views: 1 }]);

    // Nothing more to do on the next run.
    expect(await pruneAnalytics(deps)).toEqual({
      sessions: 0,
      pageViews: 0,
      interactions: 0,
      goals: 0,
      dailyRows: 0,
    });
  });
});
