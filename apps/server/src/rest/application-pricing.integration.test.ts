import {
  type BenefitSchedule,
  quoteAdvance,
  quoteMessages,
  todayInNewYork,
} from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(async () => {
  server = current();
  await ensureSuperAdmin(server.runtime.deps);
});

type Answer = { id: string; benefitSchedule: string; disclosure: unknown; processingFee: number };

const submit = async (overrides: Record<string, unknown> = {}) => {
  const res = await client().request('POST', '/api/applications', {
    json: applicationBody(overrides),
  });
  return { status: res.status, body: res.body as Answer };
};

/** The disclosure the server should store: the quote of today in New York. */
const expectedDisclosure = (amount: number, schedule: BenefitSchedule, from = todayInNewYork()) => {
  const q = quoteAdvance({ amount, schedule, from });
  return {
    apr: q.apr,
    financeCharge: q.financeCharge,
    amountFinanced: q.amountFinanced,
    totalOfPayments: q.totalOfPayments,
    dueDate: q.dueDate,
    days: q.days,
  };
};

const birthYear = new Date().getUTCFullYear() - 70;

describe(`the quote stored with an application on ${describeTestDb()}`, () => {
  it.each([
    // The spec's payment days: 1 → SSI on the 1st, 3 → the 3rd; other days follow the birthday.
    [1, '05-17', 'first_of_month'],
    [3, '05-17', 'third_of_month'],
    [15, '05-05', 'second_wednesday'],
    [17, '05-17', 'third_wednesday'],
    [24, '05-31', 'fourth_wednesday'],
  ] as const)(
    'derives the schedule from payment day %s and birthday %s (%s) and stores its quote',
    async (benefitPaymentDay, birthday, schedule) => {
      const { status, body } = await submit({
        benefitPaymentDay,
        dateOfBirth: `${birthYear}-${birthday}`,
      });
      expect(status).toBe(201);
      expect(body.benefitSchedule).toBe(schedule);
      expect(body.disclosure).toEqual(expectedDisclosure(500, schedule));
      expect(body).toMatchObject({ processingFee: 15, amountToReceive: 485 });
    },
  );

  it('keeps the schedule the applicant chose over the derived one', async () => {
    const { status, body } = await submit({
      requestedAmount: 1500,
      benefitPaymentDay: 3,
      benefitSchedule: 'fourth_wednesday',
    });
    expect(status).toBe(201);
    expect(body.benefitSchedule).toBe('fourth_wednesday');
    expect(body.disclosure).toEqual(expectedDisclosure(1500, 'fourth_wednesday'));
    const [row] = await server.db.db.selectFrom('applications').selectAll().execute();
    const quote = quoteAdvance({
      amount: 1500,
      schedule: 'fourth_wednesday',
      from: todayInNewYork(),
    });
    expect(row).toMatchObject({
      benefitSchedule: 'fourth_wednesday',
      aprBasisPoints: Math.round(quote.apr * 100),
      financeChargeCents: 4500,
      amountFinancedCents: 145500,
      totalOfPaymentsCents: 150000,
      disbursementDate: quote.disbursementDate,
      dueDate: quote.dueDate,
      days: quote.days,
    });
    expect(row?.quotedAt).toBeInstanceOf(Date);
  });

  it('refuses a schedule that is not one of the five', async () => {
    const res = await client().post(
      '/api/applications',
      applicationBody({ benefitSchedule: 'fridays' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { benefitSchedule: quoteMessages.scheduleInvalid } });
  });

  it('returns the stored disclosure to the applicant and to staff, unchanged days later', async () => {
    const { body: submitted } = await submit({ benefitPaymentDay: 17 });
    const stored = expectedDisclosure(500, 'third_wednesday');
    expect(submitted.disclosure).toEqual(stored);
    // A duplicate submission answers with the first application and its first quote.
    const again = await submit({ benefitPaymentDay: 17 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: submitted.id, disclosure: stored });

    // Nine days on, a new quote for the same amount and schedule is different ...
    const deps = server.runtime.deps;
    const realNow = deps.now;
    const later = new Date(Date.now() + 9 * 24 * 3600 * 1000);
    deps.now = () => later;
    try {
      const fresh = await client().get('/api/pricing/quote?amount=500&schedule=third_wednesday');
      expect(fresh.body).toEqual(
        quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: todayInNewYork(later) }),
      );
      expect((fresh.body as { disbursementDate: string }).disbursementDate).not.toBe(
        quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: todayInNewYork() })
          .disbursementDate,
      );

      // ... but every view of the application shows the quote made at submission.
      const ada = client();
      await signIn(ada, customer);
      const mine = (await ada.get('/api/applications')).body as Answer[];
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ benefitSchedule: 'third_wednesday', disclosure: stored });

      const staff = client();
      await signIn(staff, superAdmin, () => later.getTime());
      const list = (await staff.get('/api/admin/applications')).body as { items: Answer[] };
      expect(list.items[0]).toMatchObject({
        benefitSchedule: 'third_wednesday',
        disclosure: stored,
      });
      const details = (await staff.get(`/api/admin/applications/${submitted.id}`)).body;
      expect(details).toMatchObject({ benefitSchedule: 'third_wednesday', disclosure: stored });
    } finally {
      deps.now = realNow;
    }
  });

  it('answers null for an application made before quotes were stored', async () => {
    const { body } = await submit();
    // What the migration leaves on older rows: a schedule, no disclosure.
    await server.db.db
      .updateTable('applications')
      .set({
        aprBasisPoints: null,
        financeChargeCents: null,
        amountFinancedCents: null,
        totalOfPaymentsCents: null,
        disbursementDate: null,
        dueDate: null,
        days: null,
        quotedAt: null,
      })
      .where('id', '=', body.id)
      .execute();
    const ada = client();
    await signIn(ada, customer);
    const [mine] = (await ada.get('/api/applications')).body as Answer[];
    expect(mine).toMatchObject({
      id: body.id,
      benefitSchedule: 'third_of_month',
      disclosure: null,
    });
    const staff = client();
    await signIn(staff, superAdmin);
    const details = (await staff.get(`/api/admin/applications/${body.id}`)).body;
    expect(details).toMatchObject({ disclosure: null });
  });

  it('refuses half a disclosure in the database', async () => {
    const { body } = await submit();
    await expect(
      server.db.db
        .updateTable('applications')
        .set({ dueDate: null })
        .where('id', '=', body.id)
        .execute(),
    ).rejects.toThrow();
  });
});
