import { addDays, adminAdvancesQuerySchema, type PublicUser } from '@advance/contracts';
import { insertPaymentAuthorization } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityActions } from '../activity/log-activity';
import { getAdminSummary } from '../admin/get-admin-summary';
import { type AdvanceWorld, advanceFor, advanceWorld, meta } from './applicant-advance.fixture';
import { cancelAdvance } from './cancel-advance';
import { exportAdvancesCsv } from './export-advances-csv';
import { businessDaysBetween, listAdvances } from './list-advances';
import { recordPayment } from './record-payment';

let db: TestDb;
let world: AdvanceWorld;
let staff: PublicUser;
const TODAY = '2026-11-02';

beforeAll(async () => {
  db = await getTestDb();
});

/** One advance in each place of the Advances view, and the day they are looked at. */
let ids: Record<'waiting' | 'dueSoon' | 'pastDue' | 'repaid' | 'cancelled' | 'authorized', string>;
let lookedAt: string;

beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  world.setToday(TODAY);
  staff = await world.user('staff@x.test', 'admin');
  const make = async (email: string, fund = true) =>
    advanceFor(world, await world.user(email), staff, { fund });
  const waiting = await make('waiting@x.test', false);
  const dueSoon = await make('bob@x.test');
  const pastDue = await make('late@x.test');
  const repaid = await make('repaid@x.test');
  const cancelled = await make('cancelled@x.test', false);
  const authorized = await make('authorized@x.test');
  await recordPayment(
    world.deps,
    staff,
    { id: repaid.applicationId, amount: 50_000, receivedAt: TODAY, method: 'ach', reference: null },
    meta,
  );
  await cancelAdvance(
    world.deps,
    staff,
    { id: cancelled.applicationId, reason: 'Duplicate' },
    meta,
  );
  await insertPaymentAuthorization(db.db, {
    advanceId: authorized.advance.id,
    userId: authorized.advance.userId,
    amountCents: 10_000,
    payOn: authorized.advance.dueDate,
    consentText: 'I authorise one payment',
    ipAddress: null,
    userAgent: null,
  });
  // Test setup, not the app: the late one was disclosed and due a month earlier.
  const due = dueSoon.advance.dueDate;
  await db.db
    .updateTable('advances')
    .set({ dueDate: addDays(due, -30), disclosedDueDate: addDays(due, -30) })
    .where('id', '=', pastDue.advance.id)
    .execute();
  lookedAt = addDays(due, -3);
  world.setToday(lookedAt);
  ids = {
    waiting: waiting.advance.id,
    dueSoon: dueSoon.advance.id,
    pastDue: pastDue.advance.id,
    repaid: repaid.advance.id,
    cancelled: cancelled.advance.id,
    authorized: authorized.advance.id,
  };
});

const list = (query: Record<string, unknown>) =>
  listAdvances(world.deps, adminAdvancesQuerySchema.parse(query));
const idsOf = async (query: Record<string, unknown>) =>
  (await list(query)).items.map((i) => i.id).sort();

describe(`the Advances view on ${describeTestDb()}`, () => {
  it('filters by what needs doing, with totals over every match', async () => {
    const all = await list({});
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({ principal: 3000, balance: 1500 });
    expect(await idsOf({ state: 'awaiting_funding' })).toEqual([ids.waiting]);
    expect(await idsOf({ state: 'due_soon' })).toEqual([ids.dueSoon, ids.authorized].sort());
    expect(await idsOf({ state: 'past_due' })).toEqual([ids.pastDue]);
    expect(await idsOf({ state: 'funded' })).toEqual([ids.dueSoon, ids.authorized].sort());
    expect(await idsOf({ state: 'repaid' })).toEqual([ids.repaid]);
    expect(await idsOf({ state: 'cancelled' })).toEqual([ids.cancelled]);
    expect(await idsOf({ state: 'pending_authorization' })).toEqual([ids.authorized]);
    const pastDue = await list({ state: 'past_due' });
    expect(pastDue.items[0]).toMatchObject({
      state: 'past_due',
      balance: 500,
      email: 'late@x.test',
    });
    expect(pastDue.totals).toEqual({ principal: 500, balance: 500 });
  });

  it('says how many business days an approval has waited for funding', async () => {
    const waiting = (await list({ state: 'awaiting_funding' })).items[0];
    expect(waiting?.businessDaysWaiting).toBe(businessDaysBetween(TODAY, lookedAt));
    expect(waiting?.businessDaysWaiting).toBeGreaterThan(2);
    expect((await list({ state: 'funded' })).items[0]?.businessDaysWaiting).toBeNull();
    expect(businessDaysBetween('2026-11-02', '2026-11-05')).toBe(3);
    // Thanksgiving and a weekend do not count.
    expect(businessDaysBetween('2026-11-25', '2026-11-30')).toBe(2);
    expect(businessDaysBetween('2026-11-02', '2026-11-02')).toBe(0);
  });

  it('searches by name or e-mail and pages with the full count', async () => {
    expect(await idsOf({ search: 'BOB@' })).toEqual([ids.dueSoon]);
    expect(await idsOf({ search: 'nobody' })).toEqual([]);
    const page = await list({ limit: 2, offset: 4 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(6);
    const flagged = await list({ search: 'authorized' });
    expect(flagged.items[0]?.hasPendingAuthorization).toBe(true);
  });

  it('summary cards count what funded advances owe and what is past due', async () => {
    const summary = await getAdminSummary(world.deps);
    expect(summary).toMatchObject({ outstanding: 1500, pastDueCount: 1, pastDueAmount: 500 });
    // With no grace at all, nothing more is past due three days before the common due date.
    world.deps.config.advanceGraceDays = 0;
    expect(await getAdminSummary(world.deps)).toMatchObject({ pastDueCount: 1 });
    world.setToday(addDays(lookedAt, 4));
    expect(await getAdminSummary(world.deps)).toMatchObject({
      pastDueCount: 3,
      pastDueAmount: 1500,
    });
  });

  it('exports the filtered list as CSV and logs who did', async () => {
    const { csv, rows, fileName } = await exportAdvancesCsv(
      world.deps,
      staff,
      { state: 'all', search: undefined },
      meta,
    );
    expect(rows).toBe(6);
    expect(fileName).toBe(`advances-${lookedAt}.csv`);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^"id","application_id","applicant_name"/);
    const past = await exportAdvancesCsv(world.deps, staff, { state: 'past_due' }, meta);
    expect(past.csv).toContain('"late@x.test","past_due","500.00"');
    const logged = await db.db
      .selectFrom('activityLog')
      .select('details')
      .where('action', '=', activityActions.advancesExported)
      .execute();
    expect(logged).toHaveLength(2);
  });
});
