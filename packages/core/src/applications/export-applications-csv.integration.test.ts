import type { PublicUser } from '@advance/contracts';
import type { NewApplication } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityActions } from '../activity/log-activity';
import { type AdvanceWorld, advanceWorld, meta } from '../advances/applicant-advance.fixture';
import { countBroadcastAudience } from '../message-center/count-broadcast-audience';
import { sendBroadcast } from '../message-center/send-broadcast';
import { CSV_BOM } from './csv-stream';
import { exportApplicationsCsv } from './export-applications-csv';

let db: TestDb;
let world: AdvanceWorld;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  staff = await world.user('staff@x.test', 'admin');
});

/** `n` applications in one insert, each a second apart (newest last), for `userId`. */
async function insertApplications(
  n: number,
  extra: (i: number) => Partial<NewApplication> = () => ({}),
) {
  const base = Date.parse('2026-11-01T00:00:00Z');
  const rows: NewApplication[] = Array.from({ length: n }, (_, i) => ({
    userId: null,
    firstName: `Person${i}`,
    lastName: 'Test',
    email: `p${i}@x.test`,
    phone: '555-123-4567',
    zipCode: '10001',
    requestedAmountCents: 50_000,
    processingFeeCents: 1_500,
    amountToReceiveCents: 48_500,
    howOftenNeedCash: 'monthly',
    monthlyBenefitCents: 145_000,
    benefitPaymentDay: 3,
    monthlyRentMortgageCents: 80_000,
    dateOfBirth: '1990-05-17',
    benefitSchedule: 'second_wednesday',
    requestFingerprint: `fp-${i}`,
    createdAt: new Date(base + i * 1000),
    ...extra(i),
  }));
  for (let at = 0; at < rows.length; at += 1000) {
    await db.db
      .insertInto('applications')
      .values(rows.slice(at, at + 1000))
      .execute();
  }
}

const exportsLogged = () =>
  db.db
    .selectFrom('activityLog')
    .select('details')
    .where('action', '=', activityActions.applicationsExported)
    .execute();

async function readAll(chunks: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of chunks) pieces.push(piece);
  return pieces;
}

describe(`streamed applications CSV (${describeTestDb()})`, () => {
  it('BOM and header first, then chunks of 500 rows; nothing is read before the stream is', async () => {
    await insertApplications(1_100);
    const { fileName, chunks } = exportApplicationsCsv(world.deps, staff, { status: 'all' }, meta);
    expect(fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await exportsLogged()).toEqual([]);
    const pieces = await readAll(chunks);
    expect(pieces).toHaveLength(4); // header, 500, 500, 100
    expect(pieces[0]?.startsWith(`${CSV_BOM}"id","created_at"`)).toBe(true);
    expect(pieces[1]?.split('\r\n')).toHaveLength(501);
    expect(pieces[1]).toContain('"Person1099"'); // newest first
    expect(await exportsLogged()).toEqual([
      { details: { search: null, status: 'all', incomplete: false, rows: 1_100, complete: true } },
    ]);
  });

  it('a reader that stops mid-way leaves an audit row with the rows it was handed', async () => {
    await insertApplications(1_200);
    const { chunks } = exportApplicationsCsv(world.deps, staff, { status: 'all' }, meta);
    const iterator = chunks[Symbol.asyncIterator]();
    await iterator.next(); // header
    await iterator.next(); // the first 500
    await iterator.return?.(undefined);
    expect(await exportsLogged()).toEqual([
      { details: { search: null, status: 'all', incomplete: false, rows: 500, complete: false } },
    ]);
  });

  it('takes the list filters: search, status and incomplete (due date passed, items pending)', async () => {
    await insertApplications(6, (i) => ({
      status: i < 2 ? 'Approved' : 'Submitted',
      documentsDueOn: i === 5 ? '2026-01-01' : null,
      completeSince: i === 5 ? null : new Date(),
    }));
    const count = async (query: Parameters<typeof exportApplicationsCsv>[2]) =>
      (await readAll(exportApplicationsCsv(world.deps, staff, query, meta).chunks))
        .join('')
        .trimEnd()
        .split('\r\n').length - 1;
    expect(await count({ status: 'Approved' })).toBe(2);
    expect(await count({ status: 'all', search: 'person3' })).toBe(1);
    expect(await count({ status: 'all', incomplete: true })).toBe(1);
    expect(await count({ status: 'Approved', incomplete: true })).toBe(0);
  });
});

describe(`broadcast audience (${describeTestDb()})`, () => {
  it('counts and reaches only customers whose latest application has the status', async () => {
    const ann = await world.user('ann@x.test');
    const bob = await world.user('bob@x.test');
    await world.user('cy@x.test'); // a customer who never applied
    // Ann: approved once, then a newer application waits; Bob: an older waiting one, then approved.
    await insertApplications(4, (i) => ({
      userId: i % 2 === 0 ? ann.id : bob.id,
      status: ['Approved', 'Submitted', 'Submitted', 'Approved'][i] as NewApplication['status'],
    }));
    expect(await countBroadcastAudience(world.deps, {})).toEqual({ count: 3 });
    expect(await countBroadcastAudience(world.deps, { status: 'Approved' })).toEqual({ count: 1 });
    expect(await countBroadcastAudience(world.deps, { status: 'Submitted' })).toEqual({ count: 1 });
    expect(await countBroadcastAudience(world.deps, { status: 'Denied' })).toEqual({ count: 0 });

    const sent = await sendBroadcast(
      world.deps,
      staff,
      {
        title: 'Funds',
        content: 'On their way',
        priority: 'normal',
        audience: { status: 'Approved' },
      },
      meta,
    );
    const recipients = await db.db
      .selectFrom('broadcastRecipients')
      .select('userId')
      .where('broadcastId', '=', sent.id)
      .execute();
    expect(recipients).toEqual([{ userId: bob.id }]);
  });
});
