import { authMessages } from '@advance/contracts';
import { type CoreDeps, silentLogger } from '@advance/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import { createLeanCaller } from './lean-caller';

// No database: every call here is answered before a procedure would reach one.
const visitor: Context = {
  deps: { log: silentLogger, now: () => new Date() } as CoreDeps,
  meta: { ip: null, userAgent: null },
  session: null,
  cookies: { setSession: () => {}, clearSession: () => {} },
};

describe('createLeanCaller', () => {
  it("runs the procedure its path names, with that procedure's rules", async () => {
    const caller = createLeanCaller(visitor);
    await expect(caller.applications.mine()).rejects.toThrow(authMessages.notSignedIn);
    expect(await caller.auth.me()).toBeNull();
  });

  it("hands the call's argument to the procedure's input check", async () => {
    const caller = createLeanCaller(visitor);
    const refused = await caller.pricing.quote({ amount: 'lots' } as never).catch((e) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('answers NOT_FOUND for a path that names no procedure', async () => {
    const caller = createLeanCaller(visitor) as unknown as {
      nothing: { here: () => Promise<unknown> };
    };
    const missing = await caller.nothing.here().catch((e) => e);
    expect(missing).toBeInstanceOf(TRPCError);
    expect((missing as TRPCError).code).toBe('NOT_FOUND');
  });

  it('is not a thenable, so awaiting the caller calls nothing', async () => {
    const caller = createLeanCaller(visitor);
    expect((caller as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(caller)).toBe(caller);
  });
});
