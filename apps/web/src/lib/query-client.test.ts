import type { PublicUser } from '@advance/contracts';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCurrentUserForTests, setSignInStep } from './current-user-store';
import { sessionEndedBy } from './query-client';

const answered = (httpStatus: number) =>
  TRPCClientError.from({ error: { message: 'x', code: -32001, data: { httpStatus } } });

const admin = {
  id: 'u1',
  email: 'admin@example.test',
  role: 'super_admin',
  firstName: 'Super',
} as PublicUser;

describe('sessionEndedBy', () => {
  afterEach(() => resetCurrentUserForTests());

  it('reads a 401 as the end of the session this tab believed in', () => {
    resetCurrentUserForTests(admin);
    expect(sessionEndedBy(answered(401))).toBe(true);
    expect(sessionEndedBy(answered(403))).toBe(false);
    expect(sessionEndedBy(new Error('offline'))).toBe(false);
    // Not known yet (the check failed): treated as a session that may have ended.
    resetCurrentUserForTests(undefined);
    expect(sessionEndedBy(answered(401))).toBe(true);
  });

  it('ignores the late 401 of a screen once nobody is signed in (after Sign Out)', () => {
    resetCurrentUserForTests(null);
    expect(sessionEndedBy(answered(401))).toBe(false);
  });

  it('still sends a staff member whose second-step session ended to sign in', () => {
    setSignInStep({ user: admin, stage: 'second_factor' });
    expect(sessionEndedBy(answered(401))).toBe(true);
  });
});
