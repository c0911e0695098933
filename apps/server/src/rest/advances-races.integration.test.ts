import { type Advance, advanceMessages, httpMessages, todayInNewYork } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Applicant,
  advanceOf,
  applicant,
  approve,
  fund,
  ledgerTotals,
  loggedCount,
  useAdvanceWorld,
} from '../testing/advance-fixtures';

/**
 * Issue 18: requests racing through the real server. The advance row is locked while an entry
 * is added, so the racers serialise: one funding, no overpayment, one withdrawal, and the
 * projection always equals the sum of the ledger.
 */
const world = useAdvanceWorld();
let ada: Applicant;
beforeEach(async () => {
  ada = await applicant(world, 'Ada');
});

const today = () => todayInNewYork();
const statuses = (answers: Array<{ status: number }>) =>
  answers.map((a) => a.status).sort((a, b) => a - b);
const messages = (answers: Array<{ status: number; body: unknown }>) =>
  new Set(
    answers.filter((a) => a.status !== 200).map((a) => (a.body as { message: string }).message),
  );

describe(`racing requests on ${describeTestDb()}`, () => {
  it('10 parallel fundings: exactly one 200, nine 409, two ledger entries', async () => {
    await approve(world, ada.applicationId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        world.root.post(`/api/admin/applications/${ada.applicationId}/funding`, {
          fundedAt: today(),
          method: 'ach',
          reference: `RACE-${i}`,
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
    expect(messages(answers)).toEqual(new Set([advanceMessages.alreadyFunded]));
    const advance = await advanceOf(ada.browser, ada.applicationId);
    expect(advance).toMatchObject({ state: 'funded', balance: 500 });
    expect(await ledgerTotals(world.server, advance.id)).toEqual({
      balanceCents: 50_000,
      paidCents: 0,
      count: 2,
    });
  });

  it('20 parallel payments that together overpay: only those that fit, balance never negative', async () => {
    await approve(world, ada.applicationId);
    await fund(world, ada.applicationId, today());
    // 20 × $45.50 = $910 against $500: at most 10 fit ($455), leaving $45.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
          amount: 45.5,
          receivedAt: today(),
          method: 'ach',
          reference: `P-${i}`,
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(10);
    expect(statuses(answers).filter((s) => s !== 200)).toEqual(Array(10).fill(409));
    expect(messages(answers)).toEqual(new Set([advanceMessages.overpayment(45)]));
    // Every answer saw a consistent, non-negative balance.
    for (const a of ok) expect((a.body as Advance).balance).toBeGreaterThanOrEqual(45);
    const balances = ok.map((a) => (a.body as Advance).balance).sort((x, y) => y - x);
    expect(new Set(balances).size).toBe(10);
    const advance = await advanceOf(world.root, ada.applicationId);
    expect(advance).toMatchObject({ state: 'funded', balance: 45, paid: 455 });
    expect(await ledgerTotals(world.server, advance.id)).toEqual({
      balanceCents: 4_500,
      paidCents: 45_500,
      count: 12,
    });
    const row = await world.server.db.db
      .selectFrom('advances')
      .select(['balanceCents', 'paidCents'])
      .where('id', '=', advance.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ balanceCents: 4_500, paidCents: 45_500 });
  });

  it('mixed racers (payments, waivers, a reversal) keep the projection equal to the ledger', async () => {
    await approve(world, ada.applicationId);
    const funded = await fund(world, ada.applicationId, today());
    const first = await world.root.post(`/api/admin/applications/${ada.applicationId}/payments`, {
      amount: 100,
      receivedAt: today(),
      method: 'check',
      reference: 'C-1',
    });
    const paymentId = (first.body as Advance).entries.find((e) => e.kind === 'payment')?.id;
    const path = (kind: string) => `/api/admin/applications/${ada.applicationId}/${kind}`;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        world.root.post(path('payments'), {
          amount: 60,
          receivedAt: today(),
          method: 'ach',
          reference: null,
        }),
      ),
      ...Array.from({ length: 6 }, () =>
        world.root.post(path('waivers'), { amount: 25, reason: 'Hardship' }),
      ),
      ...Array.from({ length: 5 }, () =>
        world.root.post(`/api/admin/ledger-entries/${paymentId}/reverse`, { reason: 'Bounced' }),
      ),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // The reversal wins once.
    expect(answers.slice(14).filter((a) => a.status === 200)).toHaveLength(1);
    const advance = await advanceOf(world.root, ada.applicationId);
    const totals = await ledgerTotals(world.server, funded.id);
    expect(advance.balance * 100).toBe(totals.balanceCents);
    expect(advance.paid * 100).toBe(totals.paidCents);
    expect(totals.balanceCents).toBeGreaterThanOrEqual(0);
    expect(advance.state).toBe(totals.balanceCents === 0 ? 'repaid' : 'funded');
  });

  it('10 parallel withdrawals of one application: one 200, nine 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ada.browser.post(`/api/applications/${ada.applicationId}/withdraw`),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
    expect(messages(answers)).toEqual(new Set([advanceMessages.withdrawNotAllowed]));
    expect(await loggedCount(world.server, 'application.withdrawn')).toBe(1);
  });

  it('10 parallel cancels: one 200; the advance is cancelled once', async () => {
    await approve(world, ada.applicationId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        world.root.post(`/api/admin/applications/${ada.applicationId}/cancel`, {
          reason: `Reason ${i}`,
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
    expect(await loggedCount(world.server, 'advance.cancelled')).toBe(1);
  });

  it('a flood of 200 parallel GETs: every answer is the right advance or the connection ceiling', async () => {
    await approve(world, ada.applicationId);
    const funded = await fund(world, ada.applicationId, today());
    const path = `/api/applications/${ada.applicationId}/advance`;
    const answers = await Promise.all(Array.from({ length: 200 }, () => ada.browser.get(path)));
    // One address may hold 64 connections (MAX_CONNECTIONS_PER_ADDRESS): the rest are turned
    // away before any route runs, with the contract's text, never a 500 or a wrong body.
    const refusedAnswers = answers.filter((a) => a.status !== 200);
    for (const a of refusedAnswers) {
      expect(a.status).toBe(503);
      expect(a.body).toEqual({ message: httpMessages.tooManyConnections });
    }
    expect(answers.length - refusedAnswers.length).toBeGreaterThanOrEqual(50);
    const bodies = new Set(answers.filter((a) => a.status === 200).map((a) => a.text));
    expect(bodies.size).toBe(1);
    const body = JSON.parse([...bodies][0] ?? '{}');
    expect(body).toMatchObject({
      id: funded.id,
      balance: 500,
      state: 'funded',
      entries: [expect.anything(), expect.anything()],
    });
    expect(await advanceOf(ada.browser, ada.applicationId)).toEqual(body);
  });
});
