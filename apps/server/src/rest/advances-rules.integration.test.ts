import {
  type Advance,
  addDays,
  advanceMessages,
  todayInNewYork,
  validationMessages,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Applicant,
  advanceOf,
  applicant,
  approve,
  expectRefused,
  fund,
  review,
  useAdvanceWorld,
} from '../testing/advance-fixtures';
import { applicationBody } from '../testing/fixtures';

/**
 * Issue 18: every rule answers 400 (input) or 409 (state) with the contract's text, through
 * the real server, and the refused request leaves advances, ledger, authorisations and
 * applications exactly as they were.
 */
const world = useAdvanceWorld();
let ada: Applicant;
beforeEach(async () => {
  ada = await applicant(world, 'Ada');
});

const NUL = '\u0000';
const today = () => todayInNewYork();
const refused = (
  path: string,
  json: unknown,
  status: 400 | 404 | 409,
  message?: string,
  as = world.root,
) => expectRefused(world.server, () => as.post(path, json), status, message);

const funding = () => `/api/admin/applications/${ada.applicationId}/funding`;
const payments = () => `/api/admin/applications/${ada.applicationId}/payments`;
const waivers = () => `/api/admin/applications/${ada.applicationId}/waivers`;
const cancel = () => `/api/admin/applications/${ada.applicationId}/cancel`;
const reverse = (entryId: string | undefined) => `/api/admin/ledger-entries/${entryId}/reverse`;
const payment = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  amount,
  receivedAt: today(),
  method: 'ach',
  reference: 'P-1',
  ...extra,
});

async function funded(): Promise<Advance> {
  await approve(world, ada.applicationId);
  return fund(world, ada.applicationId, today());
}

const entry = (advance: Advance, kind: Advance['entries'][number]['kind']) =>
  advance.entries.find((e) => e.kind === kind && e.reversedById === null);

describe(`funding rules on ${describeTestDb()}`, () => {
  it('refuses funding twice (409) and funding an application that was never approved', async () => {
    await refused(
      funding(),
      { fundedAt: today(), method: 'ach', reference: 'R' },
      409,
      advanceMessages.notFundable,
    );
    await funded();
    await refused(
      funding(),
      { fundedAt: today(), method: 'ach', reference: 'R2' },
      409,
      advanceMessages.alreadyFunded,
    );
  });

  it('refuses bad dates, methods, amounts, NUL bytes and missing fields with the contract texts (400)', async () => {
    await approve(world, ada.applicationId);
    const body = { fundedAt: today(), method: 'ach', reference: 'R' };
    await refused(funding(), { ...body, fundedAt: '2026-02-30' }, 400, advanceMessages.dateInvalid);
    await refused(funding(), { ...body, fundedAt: '12/01/2026' }, 400, advanceMessages.dateInvalid);
    await refused(funding(), { ...body, fundedAt: 20261201 }, 400, advanceMessages.dateInvalid);
    await refused(
      funding(),
      { ...body, fundedAt: addDays(today(), 1) },
      400,
      advanceMessages.dateInFuture,
    );
    await refused(
      funding(),
      { ...body, fundedAt: addDays(today(), -1) },
      400,
      advanceMessages.fundedBeforeApproval,
    );
    await refused(
      funding(),
      { ...body, method: 'cash' },
      400,
      'Please choose how the money was sent',
    );
    await refused(
      funding(),
      { ...body, reference: `R${NUL}` },
      400,
      validationMessages.nulCharacter,
    );
    await refused(
      funding(),
      { ...body, reference: 'x'.repeat(101) },
      400,
      advanceMessages.referenceTooLong,
    );
    await refused(
      funding(),
      { ...body, amount: 500 },
      400,
      advanceMessages.disbursementMustEqual(485),
    );
    await refused(funding(), { ...body, amount: '485' }, 400, advanceMessages.amountInvalid);
    const missing = await refused(funding(), {}, 400);
    expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['fundedAt', 'method']),
    );
    const bare = await expectRefused(
      world.server,
      () => world.root.request('POST', funding()),
      400,
    );
    expect(bare.body).toHaveProperty('message');
    // The amount financed, typed as a check, is accepted.
    const ok = await world.root.post(funding(), { ...body, amount: 485 });
    expect(ok.status, ok.text).toBe(200);
  });

  it('ignores extra fields: the path names the application, the body cannot move money elsewhere', async () => {
    const bob = await applicant(world, 'Bob');
    await approve(world, ada.applicationId);
    await approve(world, bob.applicationId);
    const res = await world.root.post(funding(), {
      fundedAt: today(),
      method: 'ach',
      reference: 'R',
      id: bob.applicationId,
      state: 'repaid',
      balance: 0,
      actorId: bob.userId,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      applicationId: ada.applicationId,
      state: 'funded',
      balance: 500,
    });
    expect((await advanceOf(world.root, bob.applicationId)).state).toBe('awaiting_funding');
  });
});

describe(`payment, waiver and cancel rules on ${describeTestDb()}`, () => {
  it('refuses a payment before funding and on a cancelled advance (409)', async () => {
    await approve(world, ada.applicationId);
    await refused(payments(), payment(10), 409, advanceMessages.notFunded);
    await refused(waivers(), { amount: 10, reason: 'r' }, 409, advanceMessages.notFunded);
    const res = await world.root.post(cancel(), { reason: 'Never mind' });
    expect(res.status, res.text).toBe(200);
    await refused(payments(), payment(10), 409, advanceMessages.cancelled);
    await refused(waivers(), { amount: 10, reason: 'r' }, 409, advanceMessages.cancelled);
    await refused(cancel(), { reason: 'again' }, 409, advanceMessages.cancelled);
    await refused(
      funding(),
      { fundedAt: today(), method: 'ach', reference: 'R' },
      409,
      advanceMessages.cancelled,
    );
  });

  it('refuses overpayment (409, the balance in the text), bad amounts and dates (400)', async () => {
    await funded();
    await refused(payments(), payment(500.01), 409, advanceMessages.overpayment(500));
    await refused(waivers(), { amount: 501, reason: 'r' }, 409, advanceMessages.overpayment(500));
    for (const amount of ['100', '100.00', 0, -5, 10.001, null, true, [10], { v: 10 }]) {
      await refused(payments(), payment(amount), 400, advanceMessages.amountInvalid);
    }
    await refused(payments(), payment(5000.01), 400, advanceMessages.amountTooLarge);
    await refused(
      payments(),
      payment(10, { method: 'bitcoin' }),
      400,
      'Please choose how the payment was made',
    );
    await refused(
      payments(),
      payment(10, { receivedAt: addDays(today(), 1) }),
      400,
      advanceMessages.dateInFuture,
    );
    await refused(
      payments(),
      payment(10, { receivedAt: addDays(today(), -1) }),
      400,
      advanceMessages.receivedBeforeFunding,
    );
    await refused(
      payments(),
      payment(10, { receivedAt: '2026-13-01' }),
      400,
      advanceMessages.dateInvalid,
    );
    await refused(
      payments(),
      payment(10, { reference: `A${NUL}B` }),
      400,
      validationMessages.nulCharacter,
    );
    await refused(
      payments(),
      payment(10, { authorizationId: 'no-such' }),
      404,
      advanceMessages.authorizationNotFound,
    );
    await refused(waivers(), { amount: 10 }, 400, advanceMessages.reasonRequired);
    await refused(waivers(), { amount: 10, reason: '   ' }, 400, advanceMessages.reasonRequired);
    await refused(
      waivers(),
      { amount: 10, reason: 'x'.repeat(501) },
      400,
      advanceMessages.reasonTooLong,
    );
    await refused(
      waivers(),
      { amount: 10, reason: `a${NUL}` },
      400,
      validationMessages.nulCharacter,
    );
    await refused(cancel(), { reason: 'too late' }, 409, advanceMessages.notAwaitingFunding);
    // The exact balance is fine: repaid, then nothing is owed.
    const exact = await world.root.post(payments(), payment(500));
    expect(exact.status, exact.text).toBe(200);
    expect(exact.body).toMatchObject({ state: 'repaid', balance: 0 });
    await refused(payments(), payment(0.01), 409, advanceMessages.nothingOwed);
    await refused(waivers(), { amount: 0.01, reason: 'r' }, 409, advanceMessages.nothingOwed);
  });

  it('refuses a staff decision change once an advance exists, and a second open advance', async () => {
    await funded();
    const change = await review(world, ada.applicationId, 'Denied');
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ message: advanceMessages.decisionLocked });
    // A new application while one is open is refused before anything is stored.
    const again = await ada.browser.request('POST', '/api/applications', {
      json: applicationBody({ email: ada.email, requestedAmount: 300 }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: advanceMessages.openAdvanceExists });
  });
});

describe(`reversal rules on ${describeTestDb()}`, () => {
  it('refuses reversing a reversal, reversing twice, a fee alone, and a disbursement with payments', async () => {
    const advance = await funded();
    const paid = await world.root.post(payments(), payment(100));
    const pay = entry(paid.body as Advance, 'payment');
    await refused(
      reverse(entry(advance, 'fee')?.id),
      { reason: 'r' },
      409,
      advanceMessages.feeNotReversible,
    );
    await refused(
      reverse(entry(advance, 'disbursement')?.id),
      { reason: 'r' },
      409,
      advanceMessages.disbursementHasCredits,
    );
    await refused(reverse(pay?.id), {}, 400, advanceMessages.reasonRequired);
    const reversed = await world.root.post(reverse(pay?.id), { reason: 'Bounced' });
    expect(reversed.status, reversed.text).toBe(200);
    const reversal = (reversed.body as Advance).entries.find((e) => e.kind === 'reversal');
    await refused(reverse(reversal?.id), { reason: 'r' }, 409, advanceMessages.reverseReversal);
    await refused(reverse(pay?.id), { reason: 'again' }, 409, advanceMessages.alreadyReversed);
    await refused(
      reverse('00000000-0000-0000-0000-000000000000'),
      { reason: 'r' },
      404,
      advanceMessages.entryNotFound,
    );
    await refused(reverse('not-a-uuid'), { reason: 'r' }, 404, advanceMessages.entryNotFound);
  });

  it('reversing the disbursement also reverses the fee; the advance may be funded again', async () => {
    const advance = await funded();
    const res = await world.root.post(reverse(entry(advance, 'disbursement')?.id), {
      reason: 'Sent to the wrong account',
    });
    expect(res.status, res.text).toBe(200);
    const back = res.body as Advance;
    expect(back).toMatchObject({ state: 'awaiting_funding', balance: 0, fundedAt: null });
    expect(back.entries.filter((e) => e.kind === 'reversal')).toHaveLength(2);
    const again = await fund(world, ada.applicationId, today());
    expect(again).toMatchObject({ state: 'funded', balance: 500 });
    expect(again.entries).toHaveLength(6);
  });

  it('reversing a payment brings a repaid advance back to funded', async () => {
    await funded();
    const repaid = await world.root.post(payments(), payment(500));
    expect(repaid.body).toMatchObject({ state: 'repaid' });
    const res = await world.root.post(reverse(entry(repaid.body as Advance, 'payment')?.id), {
      reason: 'Returned by the bank',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'funded', balance: 500, paid: 0 });
  });
});

describe(`withdrawal rules on ${describeTestDb()}`, () => {
  it('refuses withdrawing a decided application and a second withdrawal (409)', async () => {
    const first = await ada.browser.post(`/api/applications/${ada.applicationId}/withdraw`);
    expect(first.status, first.text).toBe(200);
    await refused(
      `/api/applications/${ada.applicationId}/withdraw`,
      {},
      409,
      advanceMessages.withdrawNotAllowed,
      ada.browser,
    );
    const bob = await applicant(world, 'Bob');
    await approve(world, bob.applicationId);
    await refused(
      `/api/applications/${bob.applicationId}/withdraw`,
      {},
      409,
      advanceMessages.withdrawNotAllowed,
      bob.browser,
    );
  });
});
