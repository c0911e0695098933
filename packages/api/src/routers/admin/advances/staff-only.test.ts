import { advanceMessages } from '@advance/contracts';
import { type CoreDeps, silentLogger, type ValidSession } from '@advance/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../context';
import { createCaller } from '../../../root';

const ID = '00000000-0000-4000-8000-000000000001';

const callerAs = (role: 'user' | 'admin') => {
  const session: ValidSession = {
    sessionId: 's',
    expiresAt: new Date(),
    renewed: false,
    stage: 'full',
    secondFactorAt: null,
    hasSecondFactor: role !== 'user',
    user: {
      id: `id-${role}`,
      email: 'x@y.z',
      firstName: null,
      lastName: null,
      phone: null,
      role,
      locale: 'en',
    },
  };
  const ctx: Context = {
    // No database: a refusal happens before core is reached (its log write fails silently).
    deps: { log: silentLogger, now: () => new Date() } as CoreDeps,
    meta: { ip: null, userAgent: null },
    session,
    cookies: { setSession: () => {}, clearSession: () => {} },
  };
  return createCaller(ctx);
};

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'OTHER';
  }
};

describe('admin.advances', () => {
  const calls = (c: ReturnType<typeof callerAs>) => ({
    list: () => c.admin.advances.list({}),
    recordFunding: () =>
      c.admin.advances.recordFunding({ id: ID, fundedAt: '2026-11-02', method: 'ach' }),
    recordPayment: () =>
      c.admin.advances.recordPayment({
        id: ID,
        amount: 10,
        receivedAt: '2026-11-02',
        method: 'check',
      }),
    waive: () => c.admin.advances.waive({ id: ID, amount: 10, reason: 'r' }),
    reverseEntry: () => c.admin.advances.reverseEntry({ id: ID, reason: 'r' }),
    cancel: () => c.admin.advances.cancel({ id: ID, reason: 'r' }),
    exportCsv: () => c.admin.advances.exportCsv({}),
    summary: () => c.admin.summary(),
  });

  it.each(Object.keys(calls(callerAs('user'))))('refuses a customer: %s', async (name) => {
    const call = calls(callerAs('user'))[name as keyof ReturnType<typeof calls>];
    expect(await codeOf(call())).toBe('FORBIDDEN');
  });

  it('asks staff for a recent second factor before a CSV copy', async () => {
    expect(await codeOf(calls(callerAs('admin')).exportCsv())).toBe('FORBIDDEN');
  });

  it('refuses bad input with the contracts message before anything runs', async () => {
    const staff = callerAs('admin');
    await expect(
      staff.admin.advances.recordPayment({
        id: ID,
        amount: 10.001,
        receivedAt: '2026-11-02',
        method: 'check',
      }),
    ).rejects.toThrow(advanceMessages.amountInvalid);
    await expect(
      staff.admin.advances.waive({ id: ID, amount: 10, reason: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
