import { isStaffRole, type Role } from '@advance/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however active. */
  absoluteMs: number;
}

/** Decision 002: staff sessions are short because staff see everyone's documents. */
export const sessionPolicyFor = (role: Role): SessionPolicy =>
  isStaffRole(role)
    ? { idleMs: HOUR, absoluteMs: 12 * HOUR }
    : { idleMs: 10 * DAY, absoluteMs: 30 * DAY };
