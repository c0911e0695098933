import {
  applicationMessages,
  quoteAdvance,
  quoteMessages,
  todayInNewYork,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';

const { client } = useTestServer();

/** An anonymous caller: no cookie, no sign-in. */
const get = (path: string) => client().get(path);

const trpc = async (path: string, input: unknown) => {
  const res = await get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return { status: res.status, data: (res.body as { result?: { data: unknown } }).result?.data };
};

describe(`GET /api/pricing/quote on ${describeTestDb()}`, () => {
  it('answers the Truth-in-Lending figures for a fixed date, with no sign-in', async () => {
    const res = await get('/api/pricing/quote?amount=500&schedule=third_wednesday&from=2026-11-23');
    expect(res.status).toBe(200);
    // Monday 23 Nov 2026 + 2 business days = Wed 25 Nov; the first 3rd Wednesday at least
    // 7 days later is 16 Dec; $15 / $485 × 365 / 21 = 53.76 %.
    expect(res.body).toEqual({
      amount: 500,
      fee: 15,
      amountFinanced: 485,
      financeCharge: 15,
      totalOfPayments: 500,
      apr: 53.76,
      disbursementDate: '2026-11-25',
      dueDate: '2026-12-16',
      days: 21,
      schedule: 'third_wednesday',
    });
  });

  it('moves funding past the Thanksgiving holiday and follows the schedule asked for', async () => {
    // Wed 25 Nov 2026 + 2 business days skips Thanksgiving (Thu 26) → Mon 30 Nov; the 1st
    // of the month at least 7 days later is 1 Jan 2027, a holiday paid on Thu 31 Dec.
    const res = await get('/api/pricing/quote?amount=1000&schedule=first_of_month&from=2026-11-25');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 1000,
      fee: 30,
      amountFinanced: 970,
      totalOfPayments: 1000,
      disbursementDate: '2026-11-30',
      dueDate: '2026-12-31',
      days: 31,
      schedule: 'first_of_month',
    });
    expect(res.body).toEqual(
      quoteAdvance({ amount: 1000, schedule: 'first_of_month', from: '2026-11-25' }),
    );
  });

  it('quotes from today in New York when `from` is left out', async () => {
    const res = await get('/api/pricing/quote?amount=750&schedule=fourth_wednesday');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      quoteAdvance({ amount: 750, schedule: 'fourth_wednesday', from: todayInNewYork() }),
    );
  });

  it.each([
    ['amount=99.99&schedule=third_wednesday', 'amount', applicationMessages.minAdvance],
    ['amount=5000.01&schedule=third_wednesday', 'amount', applicationMessages.maxAdvance],
    ['amount=abc&schedule=third_wednesday', 'amount', applicationMessages.minAdvance],
    ['schedule=third_wednesday', 'amount', applicationMessages.minAdvance],
    ['amount=500&schedule=every_friday', 'schedule', quoteMessages.scheduleInvalid],
    ['amount=500', 'schedule', quoteMessages.scheduleInvalid],
    ['amount=500&schedule=third_wednesday&from=2026-02-30', 'from', quoteMessages.dateInvalid],
    ['amount=500&schedule=third_wednesday&from=11/23/2026', 'from', quoteMessages.dateInvalid],
    ['amount=500&schedule=third_wednesday&from=1999-12-31', 'from', quoteMessages.dateInvalid],
  ])('refuses ?%s with 400 and the text for %s', async (query, field, message) => {
    const res = await get(`/api/pricing/quote?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { [field]: message } });
  });

  it('accepts the edges of the amount range', async () => {
    for (const amount of [100, 5000]) {
      const res = await get(
        `/api/pricing/quote?amount=${amount}&schedule=third_of_month&from=2026-11-23`,
      );
      expect(res.status).toBe(200);
      expect((res.body as { totalOfPayments: number }).totalOfPayments).toBe(amount);
    }
  });

  it('is also the tRPC query pricing.quote', async () => {
    const input = { amount: 500, schedule: 'third_wednesday', from: '2026-11-23' };
    const { status, data } = await trpc('pricing.quote', input);
    expect(status).toBe(200);
    expect(data).toMatchObject({ apr: 53.76, dueDate: '2026-12-16', days: 21 });
    const refused = await get(
      `/trpc/pricing.quote?input=${encodeURIComponent(JSON.stringify({ ...input, amount: 50 }))}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(applicationMessages.minAdvance);
  });
});

describe(`GET /api/benefit-calendar on ${describeTestDb()}`, () => {
  it('lists the next benefit dates of a schedule, moved for weekends and holidays', async () => {
    const res = await get('/api/benefit-calendar?schedule=first_of_month&from=2026-01-01&count=12');
    expect(res.status).toBe(200);
    // SSA's 2026 SSI schedule: January's payment went out on 31 Dec 2025 (New Year's Day);
    // Feb 1, Mar 1, Aug 1 and Nov 1 fall on weekends; 1 Jan 2027 is a holiday.
    expect(res.body).toEqual({
      schedule: 'first_of_month',
      dates: [
        '2026-01-30',
        '2026-02-27',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-07-31',
        '2026-09-01',
        '2026-10-01',
        '2026-10-30',
        '2026-12-01',
        '2026-12-31',
      ],
    });
  });

  it('counts `from` itself and moves a holiday Wednesday and a weekend 3rd back', async () => {
    // The 2nd Wednesday of November 2026 is Veterans Day (the 11th): paid Tuesday the 10th.
    const wednesdays = await get(
      '/api/benefit-calendar?schedule=second_wednesday&from=2026-11-10&count=3',
    );
    expect(wednesdays.body).toEqual({
      schedule: 'second_wednesday',
      dates: ['2026-11-10', '2026-12-09', '2027-01-13'],
    });
    const after = await get(
      '/api/benefit-calendar?schedule=second_wednesday&from=2026-11-11&count=1',
    );
    expect(after.body).toEqual({ schedule: 'second_wednesday', dates: ['2026-12-09'] });
    const third = await get(
      '/api/benefit-calendar?schedule=third_of_month&from=2026-01-01&count=3',
    );
    // 3 Jan 2026 is a Saturday: paid Friday 2 Jan.
    expect(third.body).toEqual({
      schedule: 'third_of_month',
      dates: ['2026-01-02', '2026-02-03', '2026-03-03'],
    });
  });

  it('defaults to 12 dates from today in New York, and allows 1 to 24', async () => {
    const res = await get('/api/benefit-calendar?schedule=third_wednesday');
    expect(res.status).toBe(200);
    const { dates } = res.body as { dates: string[] };
    expect(dates).toHaveLength(12);
    expect((dates[0] ?? '') >= todayInNewYork()).toBe(true);
    for (const count of [1, 24]) {
      const ok = await get(`/api/benefit-calendar?schedule=third_wednesday&count=${count}`);
      expect((ok.body as { dates: string[] }).dates).toHaveLength(count);
    }
  });

  it.each([
    ['schedule=first_of_month&count=0', 'count', quoteMessages.countRange],
    ['schedule=first_of_month&count=25', 'count', quoteMessages.countRange],
    ['schedule=first_of_month&count=2.5', 'count', quoteMessages.countRange],
    ['schedule=first_of_month&count=many', 'count', quoteMessages.countRange],
    ['schedule=whenever', 'schedule', quoteMessages.scheduleInvalid],
    ['schedule=first_of_month&from=2026-13-01', 'from', quoteMessages.dateInvalid],
  ])('refuses ?%s with 400 and the text for %s', async (query, field, message) => {
    const res = await get(`/api/benefit-calendar?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { [field]: message } });
  });

  it('is also the tRPC query pricing.benefitDates', async () => {
    const { status, data } = await trpc('pricing.benefitDates', {
      schedule: 'fourth_wednesday',
      from: '2026-11-23',
      count: 2,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ schedule: 'fourth_wednesday', dates: ['2026-11-25', '2026-12-23'] });
  });
});
