import { authMessages } from '@advance/contracts';
import { type CoreDeps, silentLogger, type ValidSession } from '@advance/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import {
  authedProcedure,
  createCallerFactory,
  router,
  staffProcedure,
  superAdminProcedure,
} from './trpc';

const probe = router({
  authed: authedProcedure.query(({ ctx }) => ctx.user.id),
  staff: staffProcedure.query(() => 'staff'),
  superAdmin: superAdminProcedure.query(() => 'super'),
});
const caller = (role: 'user' | 'admin' | 'super_admin' | null) => {
  const session: ValidSession | null = role
    ? {
        sessionId: 's',
        expiresAt: new Date(),
        renewed: false,
        user: {
          id: `id-${role}`,
          email: 'x@y.z',
          firstName: null,
          lastName: null,
          phone: null,
          role,
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
