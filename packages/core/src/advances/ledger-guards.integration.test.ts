import { addDays, advanceMessages, applicationMessages, type PublicUser } from '@advance/contracts';
import {
  findAdvanceByApplicationId,
  insertLedgerEntry,
  insertPaymentAuthorization,
  listLedgerEntries,
} from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityActions } from '../activity/log-activity';
import { DomainError } from '../errors';
import { advanceTransaction } from './advance-transaction';
import { type AdvanceWorld, advanceFor, advanceWorld, meta } from './applicant-advance.fixture';
import { cancelAdvance } from './cancel-advance';
import { recordFunding } from './record-funding';
import { recordPayment } from './record-payment';
import { reverseEntry } from './reverse-entry';
import { waive } from './waive';

/**
 * Review of issue 18's backend: staff on their own advance, values only the database refused,
 * authorisations the balance no longer covers, and what funding and its reversal record.
 */
let db: TestDb;
let world: AdvanceWorld;
let staff: PublicUser;
let applicant: PublicUser;

const TODAY = '2026-11-02';

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  world.setToday(TODAY);
  staff = await world.user('staff@x.test', 'admin');
  applicant = await world.user('ada@x.test');
});

const pay = (
  who: PublicUser,
  applicationId: string,
  amount: number,
  extra: { receivedAt?: string; authorizationId?: string } = {},
) =>
  recordPayment(
    world.deps,
    who,
    { id: applicationId, amount, receivedAt: TODAY, method: 'check', reference: null, ...extra },
    meta,
  );
const fund = (who: PublicUser, applicationId: string) =>
  recordFunding(
    world.deps,
    who,
    { id: applicationId, fundedAt: TODAY, method: 'ach', reference: null },
    meta,
  );
const authorizeRow = async (advanceId: string, amountCents: number, payOn = TODAY) => {
  const row = await insertPaymentAuthorization(db.db, {
    advanceId,
    userId: applicant.id,
    amountCents,
    payOn,
    consentText: 'I authorise one payment',
    ipAddress: '203.0.113.9',
    userAgent: 'test',
  });
  if (!row) throw new Error('no authorisation');
  return row;
};
const authorizationById = (id: string) =>
  db.db
    .selectFrom('paymentAuthorizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const titlesOf = async (userId: string) =>
  (await db.db.selectFrom('messages').select('title').where('userId', '=', userId).execute()).map(
    (m) => m.title,
  );
const logged = (action: string) =>
  db.db.selectFrom('activityLog').selectAll().where('action', '=', action).execute();
const forbidden = { code: 'FORBIDDEN', message: applicationMessages.ownApplication };

describe(`staff on their own advance on ${describeTestDb()}`, () => {
  it('may not fund, cancel, pay, waive or reverse it (403), and nothing is written', async () => {
    const own = await world.user('own@x.test', 'admin');
    const { applicationId, advance } = await advanceFor(world, own, staff, { fund: false });
    await expect(fund(own, applicationId)).rejects.toMatchObject(forbidden);
    await expect(
      cancelAdvance(world.deps, own, { id: applicationId, reason: 'mine' }, meta),
    ).rejects.toMatchObject(forbidden);
    expect(await listLedgerEntries(db.db, advance.id)).toEqual([]);

    await fund(staff, applicationId);
    const before = await listLedgerEntries(db.db, advance.id);
    await expect(pay(own, applicationId, 10_000)).rejects.toMatchObject(forbidden);
    await expect(
      waive(world.deps, own, { id: applicationId, amount: 10_000, reason: 'mine' }, meta),
    ).rejects.toMatchObject(forbidden);
    const payment = (await pay(staff, applicationId, 10_000)).entries.at(-1);
    await expect(
      reverseEntry(world.deps, own, { id: payment?.id ?? '', reason: 'mine' }, meta),
    ).rejects.toMatchObject(forbidden);
    const disbursement = before.find((e) => e.kind === 'disbursement');
    await expect(
      reverseEntry(world.deps, own, { id: disbursement?.id ?? '', reason: 'mine' }, meta),
    ).rejects.toMatchObject(forbidden);
    expect(await listLedgerEntries(db.db, advance.id)).toHaveLength(before.length + 1);
    expect(await findAdvanceByApplicationId(db.db, applicationId)).toMatchObject({
      state: 'funded',
      balanceCents: 40_000,
      cancelledAt: null,
    });
  });
});

describe(`values only the database refuses on ${describeTestDb()}`, () => {
  it('answer 400 recordRefused, not a 500, with nothing written', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const before = await listLedgerEntries(db.db, advance.id);
    // Core called without the input schema (a transport that forgot it): 0 cents.
    for (const attempt of [
      () => pay(staff, applicationId, 0),
      () => waive(world.deps, staff, { id: applicationId, amount: 0, reason: 'x' }, meta),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message: advanceMessages.recordRefused });
    }
    await expect(
      advanceTransaction(db.db, (trx) =>
        insertLedgerEntry(trx, {
          advanceId: advance.id,
          kind: 'payment',
          amountCents: 100,
          effectiveDate: '2026-02-30',
          actorId: staff.id,
          actorRole: 'staff',
        }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: advanceMessages.recordRefused });
    expect(await listLedgerEntries(db.db, advance.id)).toEqual(before);
    expect((await findAdvanceByApplicationId(db.db, applicationId))?.balanceCents).toBe(50_000);
  });
});

describe(`authorised payments on ${describeTestDb()}`, () => {
  it('refuses a payment received before the date the applicant authorised (400)', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    world.setToday(addDays(TODAY, 5));
    const authorization = await authorizeRow(advance.id, 20_000, addDays(TODAY, 3));
    await expect(
      pay(staff, applicationId, 20_000, {
        receivedAt: addDays(TODAY, 2),
        authorizationId: authorization.id,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: advanceMessages.receivedBeforeAuthorizedDate(addDays(TODAY, 3)),
    });
    expect((await authorizationById(authorization.id)).status).toBe('pending');
    const paid = await pay(staff, applicationId, 20_000, {
      receivedAt: addDays(TODAY, 3),
      authorizationId: authorization.id,
    });
    expect(paid.authorizations[0]).toMatchObject({ id: authorization.id, status: 'paid' });
    // The payment's log names the authorisation it collected.
    const [entryLog] = (await logged(activityActions.ledgerEntryRecorded)).filter(
      (l) => (l.details as { kind?: string }).kind === 'payment',
    );
    expect(entryLog?.details).toMatchObject({ paymentAuthorizationId: authorization.id });
  });

  it('ends a pending authorisation a waiver leaves uncovered: logged, told once, not collectable', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const authorization = await authorizeRow(advance.id, 30_000);
    // Still covered: $500 − $100 = $400 ≥ $300.
    await pay(staff, applicationId, 10_000);
    expect((await authorizationById(authorization.id)).status).toBe('pending');
    const kicks = world.kicks();
    const view = await waive(
      world.deps,
      staff,
      { id: applicationId, amount: 15_000, reason: 'Hardship' },
      meta,
    );
    expect(world.kicks()).toBe(kicks + 1);
    expect(view.authorizations[0]).toMatchObject({
      id: authorization.id,
      status: 'ended',
      endedReason: advanceMessages.authorizationNoLongerCovered,
    });
    const ended = await logged(activityActions.paymentAuthorizationEnded);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ actorId: staff.id, targetId: advance.id });
    expect(ended[0]?.details).toMatchObject({
      authorizationId: authorization.id,
      balanceCents: 25_000,
    });
    const titles = await titlesOf(applicant.id);
    expect(titles.filter((t) => t === 'Your payment authorisation has ended')).toHaveLength(1);
    await expect(
      pay(staff, applicationId, 30_000, { authorizationId: authorization.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Another change does not end (or announce) it again.
    await pay(staff, applicationId, 1_000);
    expect(await logged(activityActions.paymentAuthorizationEnded)).toHaveLength(1);
    expect(
      (await titlesOf(applicant.id)).filter((t) => t === 'Your payment authorisation has ended'),
    ).toHaveLength(1);
  });

  it('ends it when a payment by check repays the advance, with only the repaid notice', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const authorization = await authorizeRow(advance.id, 50_000);
    const view = await pay(staff, applicationId, 50_000);
    expect(view.state).toBe('repaid');
    expect((await authorizationById(authorization.id)).status).toBe('ended');
    const titles = await titlesOf(applicant.id);
    expect(titles).toContain('Your advance is repaid');
    expect(titles).not.toContain('Your payment authorisation has ended');
  });

  it('ends it when the disbursement is reversed, which also clears the payment notice', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const authorization = await authorizeRow(advance.id, 20_000);
    await db.db
      .updateTable('advances')
      .set({ paymentNoticeSentAt: new Date() })
      .where('id', '=', advance.id)
      .execute();
    const disbursement = (await listLedgerEntries(db.db, advance.id)).find(
      (e) => e.kind === 'disbursement',
    );
    const view = await reverseEntry(
      world.deps,
      staff,
      { id: disbursement?.id ?? '', reason: 'Bounced' },
      meta,
    );
    expect(view.state).toBe('awaiting_funding');
    expect((await authorizationById(authorization.id)).status).toBe('ended');
    const row = await findAdvanceByApplicationId(db.db, applicationId);
    expect(row).toMatchObject({ fundedOn: null, paymentNoticeSentAt: null });
    expect(await titlesOf(applicant.id)).toContain('Your payment authorisation has ended');
  });

  it('does not end the authorisation the payment itself collects, even at a zero balance', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const authorization = await authorizeRow(advance.id, 50_000);
    const view = await pay(staff, applicationId, 50_000, { authorizationId: authorization.id });
    expect(view.authorizations[0]).toMatchObject({ status: 'paid' });
    expect(await logged(activityActions.paymentAuthorizationEnded)).toEqual([]);
  });
});

describe(`funding records its figures on ${describeTestDb()}`, () => {
  it("logs the new due date and APR with the funding's entries", async () => {
    const { advance } = await advanceFor(world, applicant, staff);
    const row = await findAdvanceByApplicationId(db.db, advance.applicationId);
    const entries = await logged(activityActions.ledgerEntryRecorded);
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry.details).toMatchObject({
        dueDate: row?.dueDate,
        aprBasisPoints: row?.aprBasisPoints,
      });
  });
});
