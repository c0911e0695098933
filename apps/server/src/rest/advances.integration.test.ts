import {
  type AdminAdvancesPage,
  type Advance,
  advanceMessages,
  authMessages,
  httpMessages,
  mfaMessages,
  todayInNewYork,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import {
  advanceOf,
  applicant,
  approve,
  expectRefused,
  fund,
  ledgerTotals,
  loggedCount,
  review,
  useAdvanceWorld,
} from '../testing/advance-fixtures';
import { superAdmin } from '../testing/fixtures';

/**
 * Issue 18 through the real HTTP server: the literal payloads, the advance's shape,
 * and who may reach which path. Rules and races are in advances-rules and advances-races.
 */
const world = useAdvanceWorld();

const NO_ID = '00000000-0000-0000-0000-000000000000';
const today = () => todayInNewYork();

describe(`an advance's life through REST on ${describeTestDb()}`, () => {
  it('approve, fund, pay, waive, reverse and repay with the literal payloads; dollars in JSON', async () => {
    const ada = await applicant(world, 'Ada');
    await approve(world, ada.applicationId);

    const awaiting = await advanceOf(ada.browser, ada.applicationId);
    expect(awaiting).toMatchObject({
      applicationId: ada.applicationId,
      state: 'awaiting_funding',
      principal: 500,
      fee: 15,
      amountFinanced: 485,
      balance: 0,
      paid: 0,
      entries: [],
      fundedAt: null,
    });

    // { fundedAt, method, reference }
    const funded = await fund(world, ada.applicationId, today());
    expect(funded).toMatchObject({ state: 'funded', balance: 500, paid: 0, fundedAt: today() });
    expect(funded.dueDate >= funded.disclosedDueDate).toBe(true);
    expect(funded.dueDate > today()).toBe(true);
    const kinds = funded.entries.map((e) => [e.kind, e.amount, e.effect]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['disbursement', 485, 485],
        ['fee', 15, 15],
      ]),
    );
    expect(funded.entries).toHaveLength(2);

    // { amount, receivedAt, method, reference }: a partial payment, with cents.
    const paid = await world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
      amount: 120.5,
      receivedAt: today(),
      method: 'check',
      reference: 'CHK-7',
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ state: 'funded', balance: 379.5, paid: 120.5 });
    const payment = (paid.body as Advance).entries.find((e) => e.kind === 'payment');
    expect(payment).toMatchObject({ amount: 120.5, effect: -120.5, method: 'check' });
    expect(payment?.reference).toBe('CHK-7');

    // { amount, reason }
    const waived = await world.root.post(`/api/admin/applications/${ada.applicationId}/waivers`, {
      amount: 9.5,
      reason: 'Goodwill after a late deposit',
    });
    expect(waived.status, waived.text).toBe(200);
    expect(waived.body).toMatchObject({ balance: 370, paid: 120.5, waived: 9.5 });

    // { reason } on the ledger entry: the payment bounced.
    const reversed = await world.root.post(`/api/admin/ledger-entries/${payment?.id}/reverse`, {
      reason: 'Check bounced',
    });
    expect(reversed.status, reversed.text).toBe(200);
    const afterReversal = reversed.body as Advance;
    expect(afterReversal).toMatchObject({ state: 'funded', balance: 490.5, paid: 0 });
    const reversal = afterReversal.entries.find((e) => e.kind === 'reversal');
    expect(reversal).toMatchObject({ reversesId: payment?.id, amount: 120.5, effect: 120.5 });
    expect(afterReversal.entries.find((e) => e.id === payment?.id)?.reversedById).toBe(
      reversal?.id,
    );

    const rest = await world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
      amount: 490.5,
      receivedAt: today(),
      method: 'money_order',
      reference: null,
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toMatchObject({ state: 'repaid', balance: 0, paid: 490.5 });

    // The applicant's GET: the shape, no staff names.
    const mine = await advanceOf(ada.browser, ada.applicationId);
    for (const key of [
      'state',
      'principal',
      'fee',
      'amountFinanced',
      'dueDate',
      'balance',
      'paid',
      'entries',
    ]) {
      expect(mine, key).toHaveProperty(key);
    }
    expect(mine).toMatchObject({ state: 'repaid', principal: 500, balance: 0, paid: 490.5 });
    expect(mine.entries).toHaveLength(6);
    expect(mine.entries.every((e) => e.actorName === null)).toBe(true);
    expect(mine.entries.every((e) => e.description.length > 0)).toBe(true);
    // Staff see who recorded each entry.
    const staffView = await advanceOf(world.root, ada.applicationId);
    expect(staffView.entries.every((e) => e.actorName !== null)).toBe(true);

    // The projection equals the ledger; every entry is in the activity log.
    const totals = await ledgerTotals(world.server, mine.id);
    expect(totals).toEqual({ balanceCents: 0, paidCents: 49_050, count: 6 });
    expect(await loggedCount(world.server, 'ledger.entry_recorded')).toBe(6);
  });

  it('cancels before funding with { reason }; the view, the list and the CSV show it', async () => {
    const ada = await applicant(world, 'Ada');
    const bob = await applicant(world, 'Bob', { lastName: 'Marley', requestedAmount: 300 });
    await approve(world, ada.applicationId);
    await approve(world, bob.applicationId);
    const cancelled = await world.root.post(`/api/admin/applications/${bob.applicationId}/cancel`, {
      reason: 'Applicant asked us to stop',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Applicant asked us to stop',
      balance: 0,
      entries: [],
    });
    expect((await advanceOf(bob.browser, bob.applicationId)).state).toBe('cancelled');

    const list = async (query: string) => {
      const res = await world.root.get(`/api/admin/advances${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body as AdminAdvancesPage;
    };
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.totals.principal).toBe(800);
    const awaiting = await list('?state=awaiting_funding');
    expect(awaiting.items.map((i) => i.applicationId)).toEqual([ada.applicationId]);
    expect(awaiting.items[0]).toMatchObject({
      applicantName: expect.stringContaining('Ada'),
      principal: 500,
      amountFinanced: 485,
      hasPendingAuthorization: false,
    });
    expect(awaiting.items[0]?.businessDaysWaiting).toBeGreaterThanOrEqual(0);
    expect((await list('?state=cancelled')).items.map((i) => i.applicationId)).toEqual([
      bob.applicationId,
    ]);
    expect((await list('?search=marley')).items.map((i) => i.applicationId)).toEqual([
      bob.applicationId,
    ]);
    expect((await list('?search=BOB%40EXAMPLE')).total).toBe(1);
    expect((await list('?state=past_due')).total).toBe(0);
    expect((await list('?limit=1&offset=1')).items).toHaveLength(1);
    // A filter that is not one of the view's answers 400, not a 500 or everything.
    expect((await world.root.get('/api/admin/advances?state=bogus')).status).toBe(400);
    expect((await world.root.get('/api/admin/advances?limit=100000')).status).toBe(400);

    const csv = await world.root.get('/api/admin/advances.csv?state=cancelled');
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?[\w.-]+\.csv/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csv.text).toContain('bob@example.com');
    expect(csv.text).not.toContain('ada@example.com');
  });

  it('withdraws an undecided application (owner) and staff can no longer review it', async () => {
    const ada = await applicant(world, 'Ada');
    const res = await ada.browser.post(`/api/applications/${ada.applicationId}/withdraw`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: ada.applicationId, status: 'Withdrawn' });
    expect(res.body).not.toHaveProperty('reviewNotes');
    const decision = await review(world, ada.applicationId, 'Approved');
    expect(decision.status).toBe(409);
    expect(decision.body).toMatchObject({ message: advanceMessages.withdrawnNoReview });
    expect(await world.server.db.db.selectFrom('advances').selectAll().execute()).toEqual([]);
  });
});

/** Every staff path with a body that would be valid, so only the caller decides. */
const staffWrites = (applicationId: string, entryId = NO_ID, authorizationId = NO_ID) =>
  [
    [
      `/api/admin/applications/${applicationId}/funding`,
      { fundedAt: today(), method: 'ach', reference: 'R' },
    ],
    [
      `/api/admin/applications/${applicationId}/payments`,
      { amount: 10, receivedAt: today(), method: 'ach', reference: 'R' },
    ],
    [`/api/admin/applications/${applicationId}/waivers`, { amount: 10, reason: 'r' }],
    [`/api/admin/ledger-entries/${entryId}/reverse`, { reason: 'r' }],
    [`/api/admin/applications/${applicationId}/cancel`, { reason: 'r' }],
    [`/api/admin/payment-authorizations/${authorizationId}/failed-attempts`, { reason: 'r' }],
  ] as const;
const staffReads = [
  '/api/admin/advances',
  '/api/admin/advances?state=past_due',
  '/api/admin/advances.csv',
];

describe(`who may reach the advance paths on ${describeTestDb()}`, () => {
  it('a customer gets 403 on every staff path, a visitor 401, and nothing is written', async () => {
    const ada = await applicant(world, 'Ada');
    await approve(world, ada.applicationId);
    const s = world.server;
    const funded = await fund(world, ada.applicationId, today());
    const disbursement = funded.entries.find((e) => e.kind === 'disbursement');
    // Her own application, her own entry: still staff-only.
    for (const [path, json] of staffWrites(ada.applicationId, disbursement?.id)) {
      const asCustomer = await expectRefused(s, () => ada.browser.post(path, json), 403);
      expect(asCustomer.body, path).toEqual({ message: authMessages.forbidden });
      const asVisitor = await expectRefused(s, () => world.client().post(path, json), 401);
      expect(asVisitor.body, path).toEqual({ message: authMessages.notSignedIn });
    }
    for (const path of staffReads) {
      expect((await ada.browser.get(path)).status, path).toBe(403);
      expect((await world.client().get(path)).status, path).toBe(401);
    }
    // Signed out, the customer paths answer 401 too.
    expect(
      (await world.client().get(`/api/applications/${ada.applicationId}/advance`)).status,
    ).toBe(401);
    for (const [path, json] of [
      [`/api/applications/${ada.applicationId}/withdraw`, {}],
      [
        `/api/applications/${ada.applicationId}/payment-authorizations`,
        { amount: 10, date: today() },
      ],
      [`/api/payment-authorizations/${NO_ID}/withdraw`, {}],
    ] as const) {
      await expectRefused(s, () => world.client().post(path, json), 401);
    }
  });

  it("user B gets 404 on A's advance, withdrawal and authorisation, as for an unknown id", async () => {
    const ada = await applicant(world, 'Ada');
    const bob = await applicant(world, 'Bob');
    const s = world.server;
    const undecided = await bob.browser.post(`/api/applications/${ada.applicationId}/withdraw`);
    expect(undecided.status).toBe(404);
    await approve(world, ada.applicationId);
    await fund(world, ada.applicationId, today());

    const read = await bob.browser.get(`/api/applications/${ada.applicationId}/advance`);
    expect(read.status).toBe(404);
    const unknown = await bob.browser.get(`/api/applications/${NO_ID}/advance`);
    expect(unknown.status).toBe(404);
    expect(read.body).toEqual(unknown.body);
    await expectRefused(
      s,
      () => bob.browser.post(`/api/applications/${ada.applicationId}/withdraw`),
      404,
    );
    await expectRefused(
      s,
      () =>
        bob.browser.post(`/api/applications/${ada.applicationId}/payment-authorizations`, {
          amount: 10,
          date: today(),
        }),
      404,
    );
    // A's application is untouched and still hers to read.
    expect((await advanceOf(ada.browser, ada.applicationId)).state).toBe('funded');
    // An application without an advance answers the contract's not-found text.
    const pending = await applicant(world, 'Cleo');
    const none = await pending.browser.get(`/api/applications/${pending.applicationId}/advance`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: advanceMessages.notFound });
  });

  it('refuses a cross-origin POST on the applicant and staff paths, writing nothing', async () => {
    const ada = await applicant(world, 'Ada');
    await approve(world, ada.applicationId);
    const s = world.server;
    for (const [path, json] of staffWrites(ada.applicationId)) {
      const res = await expectRefused(
        s,
        () => world.root.request('POST', path, { json, crossSite: true }),
        403,
      );
      expect(res.body, path).toEqual({ message: httpMessages.crossOrigin });
    }
    const withdraw = await expectRefused(
      s,
      () =>
        ada.browser.request('POST', `/api/applications/${ada.applicationId}/withdraw`, {
          crossSite: true,
        }),
      403,
    );
    expect(withdraw.body).toEqual({ message: httpMessages.crossOrigin });
    expect((await advanceOf(world.root, ada.applicationId)).state).toBe('awaiting_funding');
  });

  it('a staff session still owing its second factor reaches no staff path', async () => {
    const ada = await applicant(world, 'Ada');
    await approve(world, ada.applicationId);
    const partial = world.client();
    const login = await partial.post('/api/login', superAdmin);
    expect(login.body).toEqual({ mfaRequired: true });
    for (const [path, json] of staffWrites(ada.applicationId)) {
      const res = await expectRefused(world.server, () => partial.post(path, json), 403);
      expect(res.body, path).toEqual({ message: mfaMessages.secondFactorRequired });
    }
    for (const path of [...staffReads, `/api/applications/${ada.applicationId}/advance`]) {
      expect((await partial.get(path)).status, path).toBe(403);
    }
  });
});
