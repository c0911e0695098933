import {
  clearRateCounter,
  hitRateCounter,
  markRateKey,
  readRateCounter,
  returnRateHit,
} from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import {
  consumeLimit,
  noteLimitCrossed,
  peekLimit,
  type RateSubject,
  rateRules,
  tooMany,
} from '../rate-limit/rate-limit';

/**
 * An address where the account signed in within this time is its owner's: the per-account
 * back-off never applies there. Rate counters older than a day are pruned, so no longer.
 */
const TRUSTED_ADDRESS_MS = 24 * 60 * 60 * 1000;

export const signInKeys = (email: string, ip: string | null) => {
  const address = ip ?? 'unknown';
  return {
    ip: `login:ip:${address}`,
    pair: `login:pair:${email}|${address}`,
    account: `login:account:${email}`,
    trusted: `login:trusted:${email}|${address}`,
  };
};

/**
 * Runs one password check (`attempt`, null when it fails) under the sign-in limits
 * (docs/architecture.md §5), for sign-in and for the applicant check of POST /api/applications.
 *
 * - The attempt is counted per address and per e-mail+address pair, each in one atomic
 *   INSERT … ON CONFLICT DO UPDATE … RETURNING, *before* the password is checked, and
 *   refused past 10 in 15 minutes: whatever the concurrency and however many instances,
 *   at most 10 checks run. A success gives its address hit back and clears the pair, so only failures stay.
 * - Nobody can lock the owner out (issue 11, item 9). The per-account limit is a back-off,
 *   not a lock: once an account collects 50 failures in an hour from all addresses
 *   together, an address gets one try per 15 minutes at it instead of ten (its pair count
 *   must be 1), unless the account signed in from there within the last day. So a botnet
 *   spread over many addresses is slowed tenfold, while the owner is never refused from a
 *   clean address (no failure for this account there) nor from one they recently used.
 */
export async function withinSignInLimits<T>(
  deps: CoreDeps,
  email: string,
  meta: RequestMeta,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const now = deps.now();
  const keys = signInKeys(email, meta.ip);
  const who: RateSubject = { ip: meta.ip };
  const ipHit = await consumeLimit(deps.db, keys.ip, rateRules.signInPerIp, now, undefined, who);
  const pairHit = await consumeLimit(
    deps.db,
    keys.pair,
    rateRules.signInPerEmailAndIp,
    now,
    undefined,
    who,
  );
  if (pairHit.count > 1 && (await underBackOff(deps, keys, now))) {
    throw tooMany(pairHit, rateRules.signInPerEmailAndIp, now);
  }

  const result = await attempt();
  if (result === null) {
    const failures = await hitRateCounter(
      deps.db,
      keys.account,
      rateRules.failedSignInPerAccount.windowMs,
      now,
    );
    await noteLimitCrossed(
      deps.db,
      keys.account,
      rateRules.failedSignInPerAccount,
      failures.count,
      rateRules.failedSignInPerAccount.limit,
      who,
    );
    return null;
  }
  await returnRateHit(deps.db, keys.ip, ipHit.windowStartedAt);
  await clearRateCounter(deps.db, keys.pair);
  await markRateKey(deps.db, keys.trusted, now);
  return result;
}

async function underBackOff(
  deps: CoreDeps,
  keys: ReturnType<typeof signInKeys>,
  now: Date,
): Promise<boolean> {
  const failures = await peekLimit(deps.db, keys.account, rateRules.failedSignInPerAccount, now);
  if (!failures || failures.count < rateRules.failedSignInPerAccount.limit) return false;
  return !(await readRateCounter(deps.db, keys.trusted, TRUSTED_ADDRESS_MS, now));
}
