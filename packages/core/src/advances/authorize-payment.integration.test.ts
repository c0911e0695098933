import {
  addDays,
  advanceMessages,
  type PublicUser,
  paymentConsentText,
  todayInNewYork,
} from '@advance/contracts';
import type { AdvanceRow } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdvanceWorld, advanceFor, advanceWorld, meta } from './applicant-advance.fixture';
import { authorizePayment } from './authorize-payment';
import { cancelAdvance } from './cancel-advance';
import { listMyAdvances } from './list-my-advances';
import { recordFailedAttempt } from './record-failed-attempt';
import { recordPayment } from './record-payment';
import { withdrawAuthorization } from './withdraw-authorization';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let bob: PublicUser;
let staff: PublicUser;
let applicationId: string;
let advance: AdvanceRow;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  ada = await world.user('ada@x.test');
  bob = await world.user('bob@x.test');
  staff = await world.user('staff@x.test', 'admin');
  ({ applicationId, advance } = await advanceFor(world, ada, staff));
});

const authorizations = () =>
  db.db.selectFrom('paymentAuthorizations').selectAll().orderBy('createdAt').execute();
const authorize = (amount: number, date: string, who: PublicUser = ada) =>
  authorizePayment(world.deps, who, { id: applicationId, amount, date }, meta);

describe(`authorizePayment on ${describeTestDb()}`, () => {
  it('refuses before the benefit (due) date, with nothing written', async () => {
    world.setToday(addDays(advance.dueDate, -1));
    await expect(authorize(1000, advance.dueDate)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.payBeforeBenefit(advance.dueDate),
    });
    expect(await authorizations()).toEqual([]);
  });

  it('allows on the due date: consent, IP and user agent stored, logged, customer view returned', async () => {
    world.setToday(advance.dueDate);
    const view = await authorize(12_345, advance.dueDate);
    const [row] = await authorizations();
    expect(row).toMatchObject({
      advanceId: advance.id,
      userId: ada.id,
      amountCents: 12_345,
      payOn: advance.dueDate,
      status: 'pending',
      failedAttempts: 0,
      consentText: paymentConsentText({ amount: 123.45, date: advance.dueDate }),
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    expect(view.authorizations).toMatchObject([
      { id: row?.id, amount: 123.45, status: 'pending', ipAddress: null },
    ]);
    const logged = await db.db
      .selectFrom('activityLog')
      .select(['actorId', 'ipAddress'])
      .where('action', '=', 'payment_authorization.created')
      .execute();
    expect(logged).toEqual([{ actorId: ada.id, ipAddress: meta.ip }]);
  });

  it('allows after the due date, for a date within 30 days', async () => {
    const today = addDays(advance.dueDate, 10);
    world.setToday(today);
    await authorize(advance.balanceCents, addDays(today, 30));
    expect(await authorizations()).toHaveLength(1);
  });

  it('refuses a date before the due date, beyond 30 days, (400) and an amount over the balance (409)', async () => {
    world.setToday(addDays(advance.dueDate, 2));
    await expect(authorize(1000, addDays(advance.dueDate, -1))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: advanceMessages.payDateBeforeBenefit(advance.dueDate),
    });
    await expect(authorize(1000, addDays(advance.dueDate, 33))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: advanceMessages.payDateTooFar,
    });
    await expect(
      authorize(advance.balanceCents + 1, addDays(advance.dueDate, 2)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.overpayment(advance.balanceCents / 100),
    });
    expect(await authorizations()).toEqual([]);
  });

  it('refuses a payment date already gone, even when it is on or after the due date (400)', async () => {
    world.setToday(addDays(advance.dueDate, 5));
    await expect(authorize(1000, addDays(advance.dueDate, 4))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: advanceMessages.payDateInPast,
    });
    expect(await authorizations()).toEqual([]);
    await authorize(1000, addDays(advance.dueDate, 5));
    expect(await authorizations()).toHaveLength(1);
  });

  it("answers NOT_FOUND to user B and to staff authorising on A's advance", async () => {
    world.setToday(advance.dueDate);
    for (const who of [bob, staff]) {
      await expect(authorize(1000, advance.dueDate, who)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: advanceMessages.notFound,
      });
    }
    expect(await authorizations()).toEqual([]);
  });

  it('refuses an unfunded, repaid or cancelled advance', async () => {
    const cy = await world.user('cy@x.test');
    const unfunded = await advanceFor(world, cy, staff, { fund: false });
    world.setToday(addDays(unfunded.advance.dueDate, 1));
    await expect(
      authorizePayment(
        world.deps,
        cy,
        { id: unfunded.applicationId, amount: 100, date: unfunded.advance.dueDate },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: advanceMessages.notFunded });
    await cancelAdvance(
      world.deps,
      staff,
      { id: unfunded.applicationId, reason: 'No account' },
      meta,
    );
    await expect(
      authorizePayment(
        world.deps,
        cy,
        { id: unfunded.applicationId, amount: 100, date: unfunded.advance.dueDate },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: advanceMessages.cancelled });

    world.setToday(advance.dueDate);
    await recordPayment(
      world.deps,
      staff,
      {
        id: applicationId,
        amount: advance.balanceCents,
        receivedAt: advance.dueDate,
        method: 'ach',
        reference: null,
      },
      meta,
    );
    await expect(authorize(100, advance.dueDate)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.nothingOwed,
    });
  });

  it('lets one of 10 parallel authorisations through; the others get 409 authorizationPending', async () => {
    world.setToday(advance.dueDate);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => authorize(1000 + i, advance.dueDate)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toMatchObject({
          code: 'CONFLICT',
          message: advanceMessages.authorizationPending,
        });
      }
    }
    expect(await authorizations()).toHaveLength(1);
  });

  it('allows a new authorisation after the applicant withdraws the pending one', async () => {
    world.setToday(advance.dueDate);
    await authorize(1000, advance.dueDate);
    await expect(authorize(2000, advance.dueDate)).rejects.toMatchObject({ code: 'CONFLICT' });
    const [pending] = await authorizations();
    if (!pending) throw new Error('no authorisation');
    await expect(withdrawAuthorization(world.deps, bob, pending.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: advanceMessages.authorizationNotFound,
    });
    const view = await withdrawAuthorization(world.deps, ada, pending.id, meta);
    expect(view.authorizations[0]).toMatchObject({ id: pending.id, status: 'withdrawn' });
    await expect(withdrawAuthorization(world.deps, ada, pending.id, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.authorizationNotPending,
    });
    await authorize(2000, advance.dueDate);
    expect((await authorizations()).map((a) => a.status)).toEqual(['withdrawn', 'pending']);
  });

  it('ends an authorisation after two failed attempts, tells the applicant, and a new one needs the applicant', async () => {
    world.setToday(advance.dueDate);
    await authorize(5000, advance.dueDate);
    const [pending] = await authorizations();
    if (!pending) throw new Error('no authorisation');
    const fail = (who: PublicUser) =>
      recordFailedAttempt(world.deps, who, { id: pending.id, reason: 'Insufficient funds' }, meta);

    // Staff on their own advance may not; the applicant is a customer of it.
    await expect(fail(ada)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const first = await fail(staff);
    expect(first.authorizations[0]).toMatchObject({ status: 'pending', failedAttempts: 1 });
    const kicksBefore = world.kicks();
    const second = await fail(staff);
    expect(second.authorizations[0]).toMatchObject({
      status: 'ended',
      failedAttempts: 2,
      endedReason: advanceMessages.authorizationEnded,
    });
    expect(world.kicks()).toBe(kicksBefore + 1);
    await expect(fail(staff)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.authorizationNotPending,
    });
    const messages = await db.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('userId', '=', ada.id)
      .where('title', '=', 'Your payment could not be collected')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.content).toContain('$50');
    const mails = await db.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', ada.email)
      .where('subject', '=', 'Your payment could not be collected')
      .execute();
    expect(mails).toHaveLength(1);
    const attempts = await db.db
      .selectFrom('activityLog')
      .select('details')
      .where('action', '=', 'payment_authorization.attempt_failed')
      .execute();
    expect(attempts).toHaveLength(2);

    // Nothing is pending now: a new payment needs the applicant's new authorisation.
    await expect(
      recordPayment(
        world.deps,
        staff,
        {
          id: applicationId,
          amount: 5000,
          receivedAt: advance.dueDate,
          method: 'ach',
          reference: null,
          authorizationId: pending.id,
        },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await authorize(5000, advance.dueDate);
    expect((await authorizations()).map((a) => a.status)).toEqual(['ended', 'pending']);
  });

  it('lists my advances in the customer view, and whether one is open', async () => {
    world.setToday(advance.dueDate);
    await authorize(1000, advance.dueDate);
    const mine = await listMyAdvances(world.deps, ada.id);
    expect(mine.hasOpenAdvance).toBe(true);
    expect(mine.advances).toHaveLength(1);
    expect(mine.advances[0]).toMatchObject({
      applicationId,
      state: 'funded',
      canAuthorizePayment: true,
      authorizations: [{ ipAddress: null }],
    });
    for (const entry of mine.advances[0]?.entries ?? []) expect(entry.actorName).toBeNull();
    expect(await listMyAdvances(world.deps, bob.id)).toEqual({
      advances: [],
      hasOpenAdvance: false,
    });
    const today = todayInNewYork(world.clock.now);
    expect(today).toBe(advance.dueDate);
  });
});
