import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeTestDb, getTestDb, type TestDb } from '../testing';
import { seedVisitorSession } from '../testing/visitor-analytics';
import { insertPageViews, type NewPageView } from './visitor-events';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

describe(`tracker batch inserts (${describeTestDb()})`, () => {
  // 8,000 rows of 12 columns are 96,000 parameters: one statement would pass the protocol's
  // 65,535 and fail (PGlite wraps the count and reports "0 parameters").
  it('writes a batch larger than one statement may carry, in one transaction', async () => {
    const sessionId = await seedVisitorSession(db.db, { startedAt: new Date() } as never);
    const rows: NewPageView[] = Array.from({ length: 8000 }, (_, i) => ({
      id: randomUUID(),
      sessionId,
      userId: null,
      path: `/p/${i}`,
      title: 'T',
      queryParams: null,
      referrerPage: null,
      isEntryPage: i === 0,
      viewedAt: new Date(),
      timeOnPage: null,
      isExitPage: false,
      clicks: 0,
    }));
    await insertPageViews(db.db, rows);
    const { rows: counted } = await sql<{
      n: number;
    }>`select count(*)::int as n from page_views`.execute(db.db);
    expect(counted[0]?.n).toBe(8000);
  }, 120_000);
});
