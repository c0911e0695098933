import { hitRateCounter, returnRateHit } from '@advance/db';
import { sendSecurityNotice } from '../account/send-security-notice';
import type { CoreDeps, RequestMeta } from '../deps';
import { noteLimitCrossed, peekLimit, type RateRule, tooMany } from '../rate-limit/rate-limit';

const MINUTE = 60_000;

/**
 * Codes are limited like passwords (sign-in-limits.ts), per account, and two ways:
 * - every attempt counts, atomically and before the code is looked at, so however many
 *   arrive at once at most 10 are checked per 15 minutes; a correct code gives back only
 *   its own hit (it never clears the count, else the real user signing in would hand a
 *   guesser a fresh window, and a staff member signing in and stepping up all day is never
 *   locked out by their own right codes);
 * - failed codes count on a second, daily counter: at 30 in 24 hours no more codes are
 *   checked until the day is over.
 * The odds: a guess matches one of 3 accepted codes (steps t-1..t+1) of 1,000,000, so 30
 * guesses a day succeed with probability about 30 × 3 / 10^6 ≈ 1 in 11,000 a day (about
 * 0.3% a month, and every crossing is e-mailed to the user). Recovery codes (50 bits) add
 * nothing measurable. The user is told by e-mail when either limit is crossed, once per
 * window, so a guesser who locks them out does not do it silently.
 */
export const secondFactorRules = {
  attempts: { name: 'second_factor.user', limit: 10, windowMs: 15 * MINUTE },
  dailyFailures: { name: 'second_factor.user_daily', limit: 30, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, RateRule>;

const attemptsKey = (userId: string) => `mfa:user:${userId}`;
const failuresKey = (userId: string) => `mfa:user-failed:${userId}`;

interface CountedUser {
  id: string;
  email: string;
  firstName: string | null;
}

/**
 * Counts one code attempt of the user; refuses with 429 past either limit. Returns how to
 * give the hit back once the code proved right.
 */
export async function countSecondFactorAttempt(
  deps: CoreDeps,
  user: CountedUser,
  meta: RequestMeta,
): Promise<() => Promise<void>> {
  const now = deps.now();
  const daily = secondFactorRules.dailyFailures;
  const failed = await peekLimit(deps.db, failuresKey(user.id), daily, now);
  if (failed && failed.count >= daily.limit) throw tooMany(failed, daily, now);

  const rule = secondFactorRules.attempts;
  const counter = await hitRateCounter(deps.db, attemptsKey(user.id), rule.windowMs, now);
  if (counter.count <= rule.limit) {
    return () => returnRateHit(deps.db, attemptsKey(user.id), counter.windowStartedAt);
  }
  await limitCrossed(deps, user, meta, attemptsKey(user.id), rule, counter.count);
  throw tooMany(counter, rule, now);
}

/** A wrong code: counted on the daily counter (and e-mailed when that limit is reached). */
export async function noteSecondFactorFailure(
  deps: CoreDeps,
  user: CountedUser,
  meta: RequestMeta,
): Promise<void> {
  const rule = secondFactorRules.dailyFailures;
  const counter = await hitRateCounter(deps.db, failuresKey(user.id), rule.windowMs, deps.now());
  if (counter.count === rule.limit) {
    await limitCrossed(deps, user, meta, failuresKey(user.id), rule, counter.count + 1);
  }
}

/**
 * Logged and e-mailed once per window: only one atomic hit per window returns exactly
 * limit + 1 (the daily counter passes its own count + 1, as it is reached at the limit).
 */
async function limitCrossed(
  deps: CoreDeps,
  user: CountedUser,
  meta: RequestMeta,
  key: string,
  rule: RateRule,
  count: number,
): Promise<void> {
  if (count !== rule.limit + 1) return;
  await noteLimitCrossed(deps.db, key, rule, count, rule.limit + 1, {
    actorId: user.id,
    ip: meta.ip,
  });
  await sendSecurityNotice(deps, user, 'second_factor_failures', { at: deps.now(), ip: meta.ip });
}
