import { insertVisitorSession } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createTrackingWriteQueue } from './write-queue';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

describe(`Tracker write queue figures on ${describeTestDb()}`, () => {
  it('reports its depth and counts the rows it had to drop', async () => {
    const queue = createTrackingWriteQueue({ db: db.db, log: silentLogger });
    const now = new Date();
    const visit = await insertVisitorSession(db.db, {
      clientId: 'depth-test',
      startedAt: now,
      lastActiveAt: now,
    });
    const touch = { id: visit.id, lastActiveAt: now, userId: null, converted: false };
    const view = (sessionId: string) => ({
      id: crypto.randomUUID(),
      sessionId,
      path: '/',
      viewedAt: now,
    });

    await queue.pageView(view(visit.id), touch);
    // A view of a visit that no longer exists (deleted by retention meanwhile): refused.
    await queue.pageView(view(crypto.randomUUID()), touch);
    expect(queue.depth()).toBe(2);
    expect(queue.dropped()).toBe(0);

    await queue.stop();
    expect(queue.depth()).toBe(0);
    expect(queue.dropped()).toBe(1);
  });
});
