import { API_TOKEN_CALLS_PER_MINUTE, authMessages } from '@advance/contracts';
import { type Db, hitRateCounter, type RateCounter, readRateCounter } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { DomainError } from '../errors';

export interface RateRule {
  /** Names the rule in the activity log. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** docs/architecture.md §5, "Limits"; the README's security notes quote these numbers. */
export const rateRules = {
  /** Sign-in attempts per address, whatever the e-mail: strict. */
  signInPerIp: { name: 'sign_in.ip', limit: 10, windowMs: 15 * MINUTE },
  /** Sign-in attempts per e-mail and address pair. */
  signInPerEmailAndIp: { name: 'sign_in.email_ip', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins per account from all addresses together: past this the account is
   * under a distributed attack, and the back-off in sign-in-limits.ts applies.
   */
  failedSignInPerAccount: { name: 'sign_in.account', limit: 50, windowMs: HOUR },
  /** New accounts per address (sign-up and anonymous applications that create one). */
  accountCreationPerIp: { name: 'account_creation.ip', limit: 30, windowMs: HOUR },
  /** Applications sent without a session, per address. */
  anonymousSubmissionPerIp: { name: 'anonymous_submission.ip', limit: 30, windowMs: HOUR },
  /** Issue 20: the wizard's "can this e-mail start a new account?" question, per address. */
  emailStatusPerIp: { name: 'email_status.ip', limit: 40, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { name: 'reset_request.email', limit: 5, windowMs: HOUR },
  resetRequestPerIp: { name: 'reset_request.ip', limit: 20, windowMs: HOUR },
  /** Upload URLs per user: generous for real use, a ceiling on filling the disk. */
  uploadUrlsPerUser: { name: 'upload_url.user', limit: 60, windowMs: HOUR },
  /** Chat messages per user; conversation starts count on their own key under the same rule. */
  chatMessagesPerUser: { name: 'chat_message.user', limit: 30, windowMs: MINUTE },
  /** Message Center replies per user, staff and customers alike. */
  messageRepliesPerUser: { name: 'message_reply.user', limit: 30, windowMs: MINUTE },
  /** Issue 21: calls per API token, shared by every instance (the counter is in the database). */
  apiTokenCalls: { name: 'api_token.calls', limit: API_TOKEN_CALLS_PER_MINUTE, windowMs: MINUTE },
} satisfies Record<string, RateRule>;

/** Who hit a limit, for its activity-log entry. */
export interface RateSubject {
  actorId?: string | null;
  ip?: string | null;
}

export const retryAfterSeconds = (counter: RateCounter, rule: RateRule, now: Date): number =>
  Math.max(
    1,
    Math.ceil((counter.windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000),
  );

export const tooMany = (
  counter: RateCounter,
  rule: RateRule,
  now: Date,
  message: string = authMessages.tooManyAttempts,
) =>
  new DomainError('TOO_MANY_REQUESTS', message, {
    retryAfterSeconds: retryAfterSeconds(counter, rule, now),
  });

/**
 * One activity-log entry when a limit is first crossed in its window. Callers pass the
 * count their own atomic hit returned, and only one hit per window can return exactly
 * `threshold`, so a flood of refused requests writes one row, not one per request.
 */
export async function noteLimitCrossed(
  db: Db,
  key: string,
  rule: RateRule,
  count: number,
  threshold: number,
  who: RateSubject = {},
) {
  if (count !== threshold) return;
  await logActivity(db, {
    actorId: who.actorId ?? null,
    action: activityActions.rateLimitExceeded,
    targetType: 'rate_limit',
    targetId: rule.name,
    details: { rule: rule.name, key, limit: rule.limit, windowSeconds: rule.windowMs / 1000 },
    ipAddress: who.ip ?? null,
  });
}

/**
 * Counts this request, atomically and before the work it guards, and refuses it (with
 * `message`) when that goes past the limit: however many run at once, at most `limit` get
 * through per window. Returns the counter, so a caller can give its hit back.
 */
export async function consumeLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date,
  message?: string,
  who?: RateSubject,
): Promise<RateCounter> {
  const counter = await hitRateCounter(db, key, rule.windowMs, now);
  if (counter.count <= rule.limit) return counter;
  await noteLimitCrossed(db, key, rule, counter.count, rule.limit + 1, who);
  throw tooMany(counter, rule, now, message);
}

/** The live counter under `key`, without counting anything. */
export const peekLimit = (db: Db, key: string, rule: RateRule, now: Date) =>
  readRateCounter(db, key, rule.windowMs, now);
