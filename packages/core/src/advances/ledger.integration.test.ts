import {
  addDays,
  advanceMessages,
  type BenefitSchedule,
  finalDisclosure,
  type PublicUser,
} from '@advance/contracts';
import {
  findAdvanceByApplicationId,
  findApplicationById,
  insertPaymentAuthorization,
  listLedgerEntries,
} from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityActions } from '../activity/log-activity';
import { reviewApplication } from '../applications/review-application';
import { submitApplication } from '../applications/submit-application';
import { DomainError } from '../errors';
import {
  type AdvanceWorld,
  advanceFor,
  advanceWorld,
  applicationInput,
  meta,
} from './applicant-advance.fixture';
import { cancelAdvance } from './cancel-advance';
import { getAdvanceForReader, getAdvanceView } from './get-advance';
import { projectLedger } from './ledger-projection';
import { recordFunding } from './record-funding';
import { recordPayment } from './record-payment';
import { reverseEntry } from './reverse-entry';
import { waive } from './waive';

let db: TestDb;
let world: AdvanceWorld;
let staff: PublicUser;
let applicant: PublicUser;

/** A Monday: approval, funding and payments happen "today" unless a test moves the clock. */
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

const conflict = (message: string) => ({ code: 'CONFLICT', message });
const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });

const pay = (applicationId: string, amount: number, extra: { authorizationId?: string } = {}) =>
  recordPayment(
    world.deps,
    staff,
    { id: applicationId, amount, receivedAt: TODAY, method: 'check', reference: 'chk 1', ...extra },
    meta,
  );
const fund = (applicationId: string, fundedAt = TODAY, amount?: number) =>
  recordFunding(
    world.deps,
    staff,
    { id: applicationId, fundedAt, method: 'ach', reference: 'ach-1', amount },
    meta,
  );
const entriesOf = (advanceId: string) => listLedgerEntries(db.db, advanceId);
const stored = async (applicationId: string) => {
  const row = await findAdvanceByApplicationId(db.db, applicationId);
  if (!row) throw new Error('no advance');
  return row;
};
const messagesOf = (userId: string) =>
  db.db.selectFrom('messages').select(['title', 'type']).where('userId', '=', userId).execute();

describe(`approval and funding on ${describeTestDb()}`, () => {
  it('approval creates the advance from the stored quote, logged', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff, { fund: false });
    const application = await findApplicationById(db.db, applicationId);
    expect(advance).toMatchObject({
      state: 'awaiting_funding',
      userId: applicant.id,
      principalCents: application?.requestedAmountCents,
      feeCents: application?.processingFeeCents,
      amountFinancedCents: 48_500,
      aprBasisPoints: application?.aprBasisPoints,
      disclosedDueDate: application?.dueDate,
      dueDate: application?.dueDate,
      days: application?.days,
      balanceCents: 0,
      fundedOn: null,
    });
    const logged = await db.db
      .selectFrom('activityLog')
      .selectAll()
      .where('action', '=', activityActions.advanceCreated)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: staff.id, targetId: advance.id });
  });

  it('funding writes the disbursement and the fee and the final figures, and tells the applicant', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff, { fund: false });
    // Funded nine days after approval: the due date may move later, never earlier.
    const fundedOn = addDays(TODAY, 9);
    world.setToday(fundedOn);
    const kicks = world.kicks();
    const view = await fund(applicationId, fundedOn, 48_500);
    const final = finalDisclosure({
      principalCents: 50_000,
      feeCents: 1_500,
      schedule: advance.benefitSchedule as BenefitSchedule,
      fundedOn,
      disclosedDueDate: advance.disclosedDueDate,
    });
    expect(view).toMatchObject({
      state: 'funded',
      fundedAt: fundedOn,
      dueDate: final.dueDate,
      apr: final.aprBasisPoints / 100,
      days: final.days,
      balance: 500,
      paid: 0,
    });
    expect(view.dueDate >= advance.disclosedDueDate).toBe(true);
    expect(view.entries.map((e) => [e.kind, e.amount, e.effect])).toEqual([
      ['disbursement', 485, 485],
      ['fee', 15, 15],
    ]);
    expect(view.entries[0]?.actorName).toBe('staff@x.test');
    expect((await stored(applicationId)).balanceCents).toBe(50_000);
    expect(await messagesOf(applicant.id)).toHaveLength(2); // approval + funded notice
    const mails = await db.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', applicant.email)
      .execute();
    // The approval (issue 19: decisions are e-mailed too), then the final disclosure.
    expect(mails).toHaveLength(2);
    expect(world.kicks()).toBe(kicks + 1);
    const logged = await db.db
      .selectFrom('activityLog')
      .select('details')
      .where('action', '=', activityActions.ledgerEntryRecorded)
      .execute();
    expect(logged.map((l) => (l.details as { kind: string }).kind).sort()).toEqual([
      'disbursement',
      'fee',
    ]);
    expect(logged[0]?.details).toMatchObject({ advanceId: advance.id, applicationId });
  });

  it('funds once: a second funding and ten at once give one', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    await expect(fund(applicationId)).rejects.toMatchObject(
      conflict(advanceMessages.alreadyFunded),
    );

    const other = await world.user('bob@x.test');
    const second = await advanceFor(world, other, staff, { fund: false });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => fund(second.applicationId)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject(conflict(advanceMessages.alreadyFunded));
    expect(await entriesOf(second.advance.id)).toHaveLength(2);
    expect((await stored(second.applicationId)).balanceCents).toBe(50_000);
  });

  it('refuses a disbursement that is not the amount financed, a future date, a date before approval', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff, { fund: false });
    await expect(fund(applicationId, TODAY, 50_000)).rejects.toMatchObject(
      badRequest(advanceMessages.disbursementMustEqual(485)),
    );
    await expect(fund(applicationId, addDays(TODAY, 1))).rejects.toMatchObject(
      badRequest(advanceMessages.dateInFuture),
    );
    await expect(fund(applicationId, addDays(TODAY, -1))).rejects.toMatchObject(
      badRequest(advanceMessages.fundedBeforeApproval),
    );
    expect(await entriesOf(advance.id)).toHaveLength(0);
    expect(await stored(applicationId)).toMatchObject({
      state: 'awaiting_funding',
      fundedOn: null,
    });
  });
});

describe(`payments and waivers on ${describeTestDb()}`, () => {
  it('takes partial payments, refuses overpayment, and is repaid at zero with notices', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    expect((await pay(applicationId, 10_000)).balance).toBe(400);
    const after = await pay(applicationId, 25_050);
    expect(after).toMatchObject({ balance: 149.5, paid: 350.5, state: 'funded' });
    await expect(pay(applicationId, 14_951)).rejects.toMatchObject(
      conflict(advanceMessages.overpayment(149.5)),
    );
    const repaid = await pay(applicationId, 14_950);
    expect(repaid).toMatchObject({ balance: 0, paid: 500, state: 'repaid' });
    await expect(pay(applicationId, 1)).rejects.toMatchObject(
      conflict(advanceMessages.nothingOwed),
    );
    const titles = await messagesOf(applicant.id);
    // approval, funded, three receipts, repaid
    expect(titles).toHaveLength(6);
  });

  it('refuses a payment received in the future or before funding', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const at = (receivedAt: string) =>
      recordPayment(
        world.deps,
        staff,
        { id: applicationId, amount: 100, receivedAt, method: 'ach', reference: null },
        meta,
      );
    await expect(at(addDays(TODAY, 1))).rejects.toMatchObject(
      badRequest(advanceMessages.dateInFuture),
    );
    await expect(at(addDays(TODAY, -1))).rejects.toMatchObject(
      badRequest(advanceMessages.receivedBeforeFunding),
    );
    expect(await entriesOf(advance.id)).toHaveLength(2);
  });

  it('twenty payments at once that together overpay: only those that fit succeed', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => pay(applicationId, 3_000)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(16); // 16 × $30 = $480 of $500
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    const row = await stored(applicationId);
    expect(row).toMatchObject({ balanceCents: 2_000, paidCents: 48_000, state: 'funded' });
    const entries = await entriesOf(advance.id);
    expect(entries.filter((e) => e.kind === 'payment')).toHaveLength(16);
    expect(projectLedger(entries).balanceCents).toBe(2_000);
  });

  it('waives part of the balance with a reason, never more than the balance', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    const waived = await waive(
      world.deps,
      staff,
      { id: applicationId, amount: 1_500, reason: 'Fee forgiven' },
      meta,
    );
    expect(waived).toMatchObject({ balance: 485, waived: 15, paid: 0 });
    expect(waived.entries.at(-1)).toMatchObject({
      kind: 'waiver',
      reason: 'Fee forgiven',
      effect: -15,
    });
    await expect(
      waive(world.deps, staff, { id: applicationId, amount: 48_501, reason: 'x' }, meta),
    ).rejects.toMatchObject(conflict(advanceMessages.overpayment(485)));
    const repaid = await waive(
      world.deps,
      staff,
      { id: applicationId, amount: 48_500, reason: 'Hardship' },
      meta,
    );
    expect(repaid).toMatchObject({ balance: 0, state: 'repaid' });
  });

  it('collects a pending authorisation of the same amount on this advance only', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const other = await advanceFor(world, await world.user('bob@x.test'), staff);
    const authorize = (advanceId: string, amountCents: number) =>
      insertPaymentAuthorization(db.db, {
        advanceId,
        userId: applicant.id,
        amountCents,
        payOn: TODAY,
        consentText: 'I authorise one payment',
        ipAddress: '203.0.113.9',
        userAgent: 'test',
      });
    const mine = await authorize(advance.id, 20_000);
    const theirs = await authorize(other.advance.id, 20_000);
    if (!mine || !theirs) throw new Error('no authorisation');
    await expect(pay(applicationId, 20_000, { authorizationId: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: advanceMessages.authorizationNotFound,
    });
    await expect(pay(applicationId, 10_000, { authorizationId: mine.id })).rejects.toMatchObject(
      badRequest(advanceMessages.authorizationAmountMismatch),
    );
    const paid = await pay(applicationId, 20_000, { authorizationId: mine.id });
    expect(paid.balance).toBe(300);
    expect(paid.authorizations[0]).toMatchObject({ id: mine.id, status: 'paid' });
    const row = await db.db
      .selectFrom('paymentAuthorizations')
      .selectAll()
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(row.ledgerEntryId).toBe(paid.entries.at(-1)?.id);
    expect(paid.entries.at(-1)?.kind).toBe('payment');
    await expect(pay(applicationId, 20_000, { authorizationId: mine.id })).rejects.toMatchObject(
      conflict(advanceMessages.authorizationNotPending),
    );
  });
});

describe(`reversals on ${describeTestDb()}`, () => {
  it('follows the rules: not a reversal, not twice, not a fee alone, not a disbursement with credits', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    const paid = await pay(applicationId, 10_000);
    const [disbursement, fee, payment] = paid.entries;
    if (!disbursement || !fee || !payment) throw new Error('entries missing');
    const reverse = (id: string) =>
      reverseEntry(world.deps, staff, { id, reason: 'Bounced' }, meta);

    await expect(reverse(fee.id)).rejects.toMatchObject(conflict(advanceMessages.feeNotReversible));
    await expect(reverse(disbursement.id)).rejects.toMatchObject(
      conflict(advanceMessages.disbursementHasCredits),
    );
    const afterReversal = await reverse(payment.id);
    expect(afterReversal).toMatchObject({ balance: 500, paid: 0 });
    const reversal = afterReversal.entries.at(-1);
    expect(reversal).toMatchObject({ kind: 'reversal', reversesId: payment.id, effect: 100 });
    expect(afterReversal.entries.find((e) => e.id === payment.id)?.reversedById).toBe(reversal?.id);
    await expect(reverse(payment.id)).rejects.toMatchObject(
      conflict(advanceMessages.alreadyReversed),
    );
    await expect(reverse(reversal?.id ?? '')).rejects.toMatchObject(
      conflict(advanceMessages.reverseReversal),
    );
    await expect(reverse('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('reversing the disbursement takes the fee with it and waits for funding again', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const [disbursement] = await entriesOf(advance.id);
    const view = await reverseEntry(
      world.deps,
      staff,
      { id: disbursement?.id ?? '', reason: 'Sent to the wrong account' },
      meta,
    );
    expect(view).toMatchObject({
      state: 'awaiting_funding',
      balance: 0,
      fundedAt: null,
      dueDate: advance.disclosedDueDate,
    });
    expect(view.entries.filter((e) => e.kind === 'reversal')).toHaveLength(2);
    // It may be funded again (or cancelled).
    expect((await fund(applicationId)).state).toBe('funded');
    expect((await stored(applicationId)).balanceCents).toBe(50_000);
  });

  it('reversing a payment of a repaid advance brings it back to funded', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    const repaid = await pay(applicationId, 50_000);
    expect(repaid.state).toBe('repaid');
    const back = await reverseEntry(
      world.deps,
      staff,
      { id: repaid.entries.at(-1)?.id ?? '', reason: 'Check bounced' },
      meta,
    );
    expect(back).toMatchObject({ state: 'funded', balance: 500 });
  });
});

describe(`cancelling on ${describeTestDb()}`, () => {
  it('cancels only before funding, with a reason; nothing is recorded on it afterwards', async () => {
    const funded = await advanceFor(world, applicant, staff);
    await expect(
      cancelAdvance(world.deps, staff, { id: funded.applicationId, reason: 'Changed mind' }, meta),
    ).rejects.toMatchObject(conflict(advanceMessages.notAwaitingFunding));

    const bob = await world.user('bob@x.test');
    const { applicationId } = await advanceFor(world, bob, staff, { fund: false });
    const view = await cancelAdvance(
      world.deps,
      staff,
      { id: applicationId, reason: 'Duplicate' },
      meta,
    );
    expect(view).toMatchObject({ state: 'cancelled', cancelReason: 'Duplicate' });
    expect(view.cancelledAt).not.toBeNull();
    await expect(pay(applicationId, 100)).rejects.toMatchObject(
      conflict(advanceMessages.cancelled),
    );
    await expect(fund(applicationId)).rejects.toMatchObject(conflict(advanceMessages.cancelled));
    await expect(
      cancelAdvance(world.deps, staff, { id: applicationId, reason: 'again' }, meta),
    ).rejects.toMatchObject(conflict(advanceMessages.cancelled));
    const logged = await db.db
      .selectFrom('activityLog')
      .select('details')
      .where('action', '=', activityActions.advanceCancelled)
      .execute();
    expect(logged).toHaveLength(1);
    expect((await findApplicationById(db.db, applicationId))?.status).toBe('Approved');
    // The applicant may open a new advance after a cancellation.
    expect((await messagesOf(bob.id)).length).toBe(2); // approval + cancellation
  });
});

describe(`states and reviews on ${describeTestDb()}`, () => {
  it('derives past due after the due date plus the grace days', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    const due = (await stored(applicationId)).dueDate;
    expect(due).toBe(advance.dueDate);
    const stateOn = async (date: string, graceDays?: number) => {
      world.setToday(date);
      world.deps.config.advanceGraceDays = graceDays;
      return (await getAdvanceView(world.deps, applicationId, 'staff')).state;
    };
    expect(await stateOn(addDays(due, 3))).toBe('funded');
    expect(await stateOn(addDays(due, 4))).toBe('past_due');
    expect(await stateOn(addDays(due, 1), 0)).toBe('past_due');
    expect(await stateOn(due, 0)).toBe('funded');
    world.setToday(TODAY);
    world.deps.config.advanceGraceDays = undefined;
    await pay(applicationId, 50_000);
    expect(await stateOn(addDays(due, 30))).toBe('repaid');
  });

  it('two approvals racing for one applicant: one advance, the other review rolls back', async () => {
    const submit = (requestedAmount: number) =>
      submitApplication(
        world.deps,
        applicant,
        { ...applicationInput(applicant.email), requestedAmount },
        meta,
      ).then((r) => r.application.id);
    const first = await submit(500);
    const second = await submit(600);
    const results = await Promise.allSettled(
      [first, second].map((id) =>
        reviewApplication(world.deps, staff, id, { status: 'Approved' }, meta),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && lost.reason).toMatchObject(
      conflict(advanceMessages.applicantHasOpenAdvance),
    );
    const advances = await db.db.selectFrom('advances').select('applicationId').execute();
    expect(advances).toHaveLength(1);
    const loser = advances[0]?.applicationId === first ? second : first;
    expect((await findApplicationById(db.db, loser))?.status).toBe('Submitted');
  });

  it('locks the decision once there is an advance; notes may still be added', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff, { fund: false });
    await expect(
      reviewApplication(
        world.deps,
        staff,
        applicationId,
        { status: 'Denied', reasons: ['income_insufficient'] },
        meta,
      ),
    ).rejects.toMatchObject(conflict(advanceMessages.decisionLocked));
    const noted = await reviewApplication(
      world.deps,
      staff,
      applicationId,
      { status: 'Approved', reviewNotes: 'Called the applicant' },
      meta,
    );
    expect(noted).toMatchObject({ status: 'Approved', reviewNotes: 'Called the applicant' });
    expect(await db.db.selectFrom('advances').select('id').execute()).toHaveLength(1);
    // Cancelled (never funded): the decision may change, but not back to a second approval.
    await cancelAdvance(world.deps, staff, { id: applicationId, reason: 'Wrong amount' }, meta);
    const denied = await reviewApplication(
      world.deps,
      staff,
      applicationId,
      { status: 'Denied', reasons: ['income_insufficient'] },
      meta,
    );
    expect(denied.status).toBe('Denied');
    await expect(
      reviewApplication(world.deps, staff, applicationId, { status: 'Approved' }, meta),
    ).rejects.toMatchObject(conflict(advanceMessages.decisionLocked));
    expect((await findApplicationById(db.db, applicationId))?.status).toBe('Denied');
  });

  it('does not review a withdrawn application', async () => {
    const { application } = await submitApplication(
      world.deps,
      applicant,
      applicationInput(applicant.email),
      meta,
    );
    await db.db
      .updateTable('applications')
      .set({ status: 'Withdrawn' })
      .where('id', '=', application.id)
      .execute();
    await expect(
      reviewApplication(world.deps, staff, application.id, { status: 'Approved' }, meta),
    ).rejects.toMatchObject(conflict(advanceMessages.withdrawnNoReview));
    expect(await db.db.selectFrom('advances').select('id').execute()).toHaveLength(0);
  });

  it('shows the owner their view, staff theirs, and nobody else anything', async () => {
    const { applicationId } = await advanceFor(world, applicant, staff);
    const mine = await getAdvanceForReader(world.deps, applicant, applicationId);
    expect(mine.entries.every((e) => e.actorName === null)).toBe(true);
    const staffView = await getAdvanceForReader(world.deps, staff, applicationId);
    expect(staffView.entries[0]?.actorName).toBe('staff@x.test');
    const stranger = await world.user('eve@x.test');
    await expect(getAdvanceForReader(world.deps, stranger, applicationId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(getAdvanceForReader(world.deps, applicant, 'nope')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe(`the projection on ${describeTestDb()}`, () => {
  it('equals the sum of the entries after a random sequence of operations', async () => {
    const { applicationId, advance } = await advanceFor(world, applicant, staff);
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let step = 0; step < 40; step++) {
      const row = await stored(applicationId);
      const entries = await entriesOf(advance.id);
      const choice = random();
      const amount = 1 + Math.floor(random() * 9_000);
      const attempt =
        choice < 0.4
          ? pay(applicationId, amount)
          : choice < 0.55
            ? waive(world.deps, staff, { id: applicationId, amount, reason: 'r' }, meta)
            : choice < 0.85
              ? reverseEntry(
                  world.deps,
                  staff,
                  { id: entries[Math.floor(random() * entries.length)]?.id ?? '', reason: 'r' },
                  meta,
                )
              : row.state === 'awaiting_funding'
                ? fund(applicationId)
                : pay(applicationId, row.balanceCents || 1);
      // Refusals are part of the game; each must leave the ledger as it was.
      await attempt.catch((e: unknown) => expect(e).toBeInstanceOf(DomainError));
      const after = await stored(applicationId);
      const projection = projectLedger(await entriesOf(advance.id));
      expect(after).toMatchObject({
        balanceCents: projection.balanceCents,
        paidCents: projection.paidCents,
        waivedCents: projection.waivedCents,
      });
      expect(after.balanceCents).toBeGreaterThanOrEqual(0);
      const expectedState = !projection.hasLiveDisbursement
        ? 'awaiting_funding'
        : projection.balanceCents === 0
          ? 'repaid'
          : 'funded';
      expect(after.state).toBe(expectedState);
    }
    const logged = await db.db
      .selectFrom('activityLog')
      .select('id')
      .where('action', '=', activityActions.ledgerEntryRecorded)
      .execute();
    expect(logged).toHaveLength((await entriesOf(advance.id)).length);
    // The per-state rollup the Advances view's totals read (a trigger) matches a recount.
    const recount = await db.db
      .selectFrom('advances')
      .select((eb) => [
        'state',
        eb.fn.countAll().as('advances'),
        eb.fn.sum('principalCents').as('principal'),
        eb.fn.sum('balanceCents').as('balance'),
      ])
      .groupBy('state')
      .execute();
    const rollup = await db.db.selectFrom('advanceStateTotals').selectAll().execute();
    const byState = (rows: Array<Record<string, unknown>>, keys: [string, string, string]) =>
      Object.fromEntries(
        rows
          .filter((r) => Number(r[keys[0]]) !== 0)
          .map((r) => [r.state, keys.map((k) => Number(r[k]))]),
      );
    expect(byState(rollup, ['advances', 'principalCents', 'balanceCents'])).toEqual(
      byState(recount, ['advances', 'principal', 'balance']),
    );
  });
});
