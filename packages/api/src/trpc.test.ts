import { authMessages, mfaMessages, type SessionStage } from '@advance/contracts';
import { type CoreDeps, silentLogger, type ValidSession } from '@advance/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import {
  authedProcedure,
  createCallerFactory,
  partialSessionProcedure,
  publicProcedure,
  router,
  staffProcedure,
  stepUpProcedure,
  superAdminProcedure,
} from './trpc';

const probe = router({
  authed: authedProcedure.query(({ ctx }) => ctx.user.id),
  staff: staffProcedure.query(() => 'staff'),
  superAdmin: superAdminProcedure.query(() => 'super'),
  stepUp: stepUpProcedure.query(() => 'stepped up'),
  partial: partialSessionProcedure.query(({ ctx }) => ctx.session.stage),
  visitor: publicProcedure.query(({ ctx }) => ctx.session?.user.id ?? 'anonymous'),
});

interface SessionShape {
  stage?: SessionStage;
  secondFactorAt?: Date | null;
  hasSecondFactor?: boolean;
}

const caller = (role: 'user' | 'admin' | 'super_admin' | null, shape: SessionShape = {}) => {
  const session: ValidSession | null = role
    ? {
        sessionId: 's',
        expiresAt: new Date(),
        renewed: false,
        stage: shape.stage ?? 'full',
        secondFactorAt: shape.secondFactorAt ?? null,
        hasSecondFactor: shape.hasSecondFactor ?? role !== 'user',
        user: {
          id: `id-${role}`,
          email: 'x@y.z',
          firstName: null,
          lastName: null,
          phone: null,
          role,
          locale: 'en',
        },
      }
    : null;
  const ctx: Context = {
    // No database: the refusal's log write fails, is logged (silently) and the 403 stands.
    deps: { log: silentLogger, now: () => new Date() } as CoreDeps,
    meta: { ip: null, userAgent: null },
    session,
    cookies: { setSession: () => {}, clearSession: () => {} },
  };
  return createCallerFactory(probe)(ctx);
};

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'OTHER';
  }
};

describe('procedures by role', () => {
  it('authed: a signed-out caller gets UNAUTHORIZED with our text', async () => {
    await expect(caller(null).authed()).rejects.toThrow(authMessages.notSignedIn);
    expect(await caller('user').authed()).toBe('id-user');
  });

  it.each([
    ['user', 'FORBIDDEN', 'FORBIDDEN'],
    ['admin', 'OK', 'FORBIDDEN'],
    ['super_admin', 'OK', 'OK'],
  ] as const)('%s: staff → %s, super admin → %s', async (role, staff, superAdmin) => {
    expect(await codeOf(caller(role).staff())).toBe(staff);
    expect(await codeOf(caller(role).superAdmin())).toBe(superAdmin);
  });

  it('signed out: staff and super admin procedures say UNAUTHORIZED', async () => {
    expect(await codeOf(caller(null).staff())).toBe('UNAUTHORIZED');
    expect(await codeOf(caller(null).superAdmin())).toBe('UNAUTHORIZED');
  });
});

const messageOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? `${error.code}: ${error.message}` : 'OTHER';
  }
};

describe('session stages and the second factor (decision 021)', () => {
  const partial = { stage: 'second_factor' } as const;
  const setup = { stage: 'setup_second_factor', hasSecondFactor: false } as const;
  const noFactor = { hasSecondFactor: false } as const;

  it.each([
    ['second_factor', partial, mfaMessages.secondFactorRequired],
    ['setup_second_factor', setup, mfaMessages.setupRequired],
    ['full without a second factor', noFactor, mfaMessages.setupRequired],
  ] as const)('%s: authed, staff and super admin procedures are 403', async (_, shape, text) => {
    for (const role of ['admin', 'super_admin'] as const) {
      const c = caller(role, shape);
      expect(await messageOf(c.authed())).toBe(`FORBIDDEN: ${text}`);
      expect(await messageOf(c.staff())).toBe(`FORBIDDEN: ${text}`);
      expect(await messageOf(c.superAdmin())).toBe(`FORBIDDEN: ${text}`);
      expect(await messageOf(c.stepUp())).toBe(`FORBIDDEN: ${text}`);
      // Public procedures see no session at all.
      expect(await c.visitor()).toBe('anonymous');
    }
  });

  it('partial procedures see partial sessions, and refuse the signed out', async () => {
    expect(await caller('admin', partial).partial()).toBe('second_factor');
    expect(await caller('admin', setup).partial()).toBe('setup_second_factor');
    expect(await codeOf(caller(null).partial())).toBe('UNAUTHORIZED');
  });

  it('a customer needs no second factor; a public procedure sees their session', async () => {
    expect(await caller('user', noFactor).authed()).toBe('id-user');
    expect(await caller('user', noFactor).visitor()).toBe('id-user');
  });

  it('step-up: the second factor within the last 5 minutes', async () => {
    const at = (msAgo: number) => ({ secondFactorAt: new Date(Date.now() - msAgo) });
    expect(await caller('admin', at(60_000)).stepUp()).toBe('stepped up');
    expect(await messageOf(caller('admin', at(6 * 60_000)).stepUp())).toBe(
      `FORBIDDEN: ${mfaMessages.stepUpRequired}`,
    );
    expect(await messageOf(caller('admin').stepUp())).toBe(
      `FORBIDDEN: ${mfaMessages.stepUpRequired}`,
    );
    expect(await codeOf(caller('user', at(0)).stepUp())).toBe('FORBIDDEN');
  });
});
