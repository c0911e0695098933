import {
  type Advance,
  addDays,
  advanceMessages,
  paymentConsentText,
  todayInNewYork,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Applicant,
  advanceOf,
  applicant,
  approve,
  expectRefused,
  fund,
  useAdvanceWorld,
} from '../testing/advance-fixtures';
import { customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';

/**
 * Issue 18, "Pay after your benefit arrives", through the real server. The applicant may
 * authorise only on or after the due date, so the test moves the server's clock
 * (`runtime.deps.now`, as application-pricing does) to the due date after funding today;
 * everyone signs in again on the moved clock (sessions and the authenticator follow it).
 */
const world = useAdvanceWorld();
let ada: Applicant;
let bob: Applicant;
let realNow: () => Date;
beforeEach(async () => {
  realNow = world.server.runtime.deps.now;
  ada = await applicant(world, 'Ada');
  bob = await applicant(world, 'Bob');
});
afterEach(() => {
  world.server.runtime.deps.now = realNow;
});

/** Funds Ada's advance today, then sets the server's clock to noon in New York on `day(dueDate)`. */
async function fundedThenClockAt(day: (dueDate: string) => string) {
  await approve(world, ada.applicationId);
  const advance = await fund(world, ada.applicationId, todayInNewYork());
  // The clock keeps running from there (the authenticator's codes need time to pass).
  const offset = new Date(`${day(advance.dueDate)}T17:00:00Z`).getTime() - Date.now();
  const clock = () => Date.now() + offset;
  world.server.runtime.deps.now = () => new Date(clock());
  const again = async (email: string, password: string) => {
    const c = world.client();
    await signIn(c, { email, password }, clock);
    return c;
  };
  ada.browser = await again(ada.email, customer.password);
  bob.browser = await again(bob.email, customer.password);
  world.root = await again(superAdmin.email, superAdmin.password);
  return advance;
}

const authorize = (as: TestClient, json: unknown) =>
  as.post(`/api/applications/${ada.applicationId}/payment-authorizations`, json);

describe(`payment authorisations on ${describeTestDb()}`, () => {
  it('refuses before the benefit date with the date in the text, and writes nothing', async () => {
    await approve(world, ada.applicationId);
    const advance = await fund(world, ada.applicationId, todayInNewYork());
    expect(advance.canAuthorizePayment).toBe(false);
    await expectRefused(
      world.server,
      () => authorize(ada.browser, { amount: 100, date: advance.dueDate }),
      409,
      advanceMessages.payBeforeBenefit(advance.dueDate),
    );
  });

  it('refuses authorising more than the balance like the staff paths: 409 and the balance', async () => {
    const advance = await fundedThenClockAt((due) => due);
    await expectRefused(
      world.server,
      () => authorize(ada.browser, { amount: 500.01, date: advance.dueDate }),
      409,
      advanceMessages.overpayment(500),
    );
  });

  it('on the due date: { amount, date } once, consent stored; B cannot touch it; withdrawn once of 10', async () => {
    const advance = await fundedThenClockAt((due) => due);
    const due = advance.dueDate;
    expect((await advanceOf(ada.browser, ada.applicationId)).canAuthorizePayment).toBe(true);
    const s = world.server;

    await expectRefused(
      s,
      () => authorize(ada.browser, { amount: 100, date: addDays(due, -1) }),
      400,
      advanceMessages.payDateBeforeBenefit(due),
    );
    await expectRefused(
      s,
      () => authorize(ada.browser, { amount: 100, date: addDays(due, 31) }),
      400,
      advanceMessages.payDateTooFar,
    );
    await expectRefused(s, () => authorize(ada.browser, { amount: '100', date: due }), 400);
    await expectRefused(s, () => authorize(ada.browser, { date: due }), 400);
    await expectRefused(
      s,
      () => authorize(ada.browser, { amount: 100, date: due, consent: false }),
      400,
    );
    await expectRefused(s, () => authorize(bob.browser, { amount: 100, date: due }), 404);

    const res = await authorize(ada.browser, { amount: 100, date: due });
    expect(res.status, res.text).toBe(200);
    const [authorization] = (res.body as Advance).authorizations;
    expect(authorization).toMatchObject({
      amount: 100,
      date: due,
      status: 'pending',
      failedAttempts: 0,
      consentText: paymentConsentText({ amount: 100, date: due }),
      ipAddress: null,
    });
    const stored = await s.db.db
      .selectFrom('paymentAuthorizations')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.ipAddress).toBeTruthy();
    expect(stored.consentText).toBe(paymentConsentText({ amount: 100, date: due }));
    // Staff see the address; a second pending one is refused.
    const staffView = await advanceOf(world.root, ada.applicationId);
    expect(staffView.authorizations[0]?.ipAddress).toBeTruthy();
    const list = await world.root.get('/api/admin/advances?state=pending_authorization');
    expect((list.body as { total: number }).total).toBe(1);
    await expectRefused(
      s,
      () => authorize(ada.browser, { amount: 50, date: due }),
      409,
      advanceMessages.authorizationPending,
    );

    const withdrawPath = `/api/payment-authorizations/${authorization?.id}/withdraw`;
    await expectRefused(s, () => bob.browser.post(withdrawPath), 404);
    await expectRefused(s, () => world.root.post(withdrawPath), 404);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ada.browser.post(withdrawPath)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refusedTexts = new Set(
      answers.filter((a) => a.status === 409).map((a) => (a.body as { message: string }).message),
    );
    expect(refusedTexts).toEqual(new Set([advanceMessages.authorizationNotPending]));
    expect((await advanceOf(ada.browser, ada.applicationId)).authorizations[0]?.status).toBe(
      'withdrawn',
    );
  });

  it('two failed attempts end an authorisation; a payment collects a new one and repays', async () => {
    const advance = await fundedThenClockAt((due) => addDays(due, 1));
    const due = advance.dueDate;
    const first = await authorize(ada.browser, { amount: 200, date: addDays(due, 1) });
    expect(first.status, first.text).toBe(200);
    const id = (first.body as Advance).authorizations[0]?.id;
    const failed = `/api/admin/payment-authorizations/${id}/failed-attempts`;

    await expectRefused(world.server, () => ada.browser.post(failed, { reason: 'NSF' }), 403);
    await expectRefused(
      world.server,
      () => world.root.post(failed, {}),
      400,
      advanceMessages.reasonRequired,
    );
    const once = await world.root.post(failed, { reason: 'Insufficient funds' });
    expect(once.status, once.text).toBe(200);
    expect((once.body as Advance).authorizations[0]).toMatchObject({
      status: 'pending',
      failedAttempts: 1,
    });
    const twice = await world.root.post(failed, { reason: 'Insufficient funds again' });
    expect(twice.status, twice.text).toBe(200);
    expect((twice.body as Advance).authorizations[0]).toMatchObject({
      status: 'ended',
      failedAttempts: 2,
    });
    await expectRefused(world.server, () => world.root.post(failed, { reason: 'x' }), 409);
    // An ended authorisation collects nothing.
    await expectRefused(
      world.server,
      () =>
        world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
          amount: 200,
          receivedAt: addDays(due, 1),
          method: 'ach',
          reference: 'A-1',
          authorizationId: id,
        }),
      409,
    );

    // The applicant authorises again, the full balance; staff record it as received.
    const second = await authorize(ada.browser, { amount: 500, date: addDays(due, 1) });
    expect(second.status, second.text).toBe(200);
    const pending = (second.body as Advance).authorizations.find((a) => a.status === 'pending');
    const pay = (amount: number) =>
      world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
        amount,
        receivedAt: addDays(due, 1),
        method: 'ach',
        reference: 'A-2',
        authorizationId: pending?.id,
      });
    await expectRefused(
      world.server,
      () => pay(400),
      400,
      advanceMessages.authorizationAmountMismatch,
    );
    const collected = await pay(500);
    expect(collected.status, collected.text).toBe(200);
    expect(collected.body).toMatchObject({ state: 'repaid', balance: 0, paid: 500 });

    const mine = await advanceOf(ada.browser, ada.applicationId);
    expect(mine.state).toBe('repaid');
    expect(mine.canAuthorizePayment).toBe(false);
    expect(mine.authorizations.find((a) => a.id === pending?.id)?.status).toBe('paid');
    const entryRow = await world.server.db.db
      .selectFrom('ledgerEntries')
      .select(['paymentAuthorizationId', 'actorRole'])
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(entryRow).toEqual({ paymentAuthorizationId: pending?.id, actorRole: 'staff' });
  });

  it('past due after the grace days: the list shows it, and the applicant may still authorise', async () => {
    const advance = await fundedThenClockAt((due) => addDays(due, 4));
    const mine = await advanceOf(ada.browser, ada.applicationId);
    expect(mine.state).toBe('past_due');
    expect(mine.graceEndsOn).toBe(addDays(advance.dueDate, 3));
    const list = await world.root.get('/api/admin/advances?state=past_due');
    expect(list.body).toMatchObject({ total: 1, totals: { balance: 500 } });
    const res = await authorize(ada.browser, { amount: 500, date: addDays(advance.dueDate, 4) });
    expect(res.status, res.text).toBe(200);
  });
});
