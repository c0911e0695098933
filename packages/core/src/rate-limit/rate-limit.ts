import { authMessages } from '@advance/contracts';
import { type Db, hitRateCounter, type RateCounter, readRateCounter } from '@advance/db';
import { DomainError } from '../errors';

export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** DESIGN.md §5 "Limits". */
export const rateRules = {
  failedLoginPerIp: { limit: 10, windowMs: 15 * MINUTE },
  failedLoginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Upload URLs per user: generous for real use, a ceiling on filling the disk. */
  uploadUrlsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /** Chat messages per user; conversation starts count on their own key under the same rule. */
  chatMessagesPerUser: { limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateRule>;

const retryAfterSeconds = (counter: RateCounter, rule: RateRule, now: Date): number =>
  Math.max(
    1,
    Math.ceil((counter.windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000),
  );

const tooMany = (
  counter: RateCounter,
  rule: RateRule,
  now: Date,
  message: string = authMessages.tooManyAttempts,
) =>
  new DomainError('TOO_MANY_REQUESTS', message, {
    retryAfterSeconds: retryAfterSeconds(counter, rule, now),
  });

/** Refuses when the counter already reached its limit, without counting this request. */
export async function assertUnderLimit(db: Db, key: string, rule: RateRule, now: Date) {
  const counter = await readRateCounter(db, key, rule.windowMs, now);
  if (counter && counter.count >= rule.limit) throw tooMany(counter, rule, now);
}

/** Counts this request and refuses it (with `message`) when that goes past the limit. */
export async function consumeLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date,
  message?: string,
) {
  const counter = await hitRateCounter(db, key, rule.windowMs, now);
  if (counter.count > rule.limit) throw tooMany(counter, rule, now, message);
}

/** Counts a failure without refusing anything now (the next attempt is checked first). */
export async function countFailure(db: Db, key: string, rule: RateRule, now: Date) {
  await hitRateCounter(db, key, rule.windowMs, now);
}
