import type { ForgotPasswordInput } from '@advance/contracts';
import { findUserByEmail, inTransaction, replaceResetToken } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { mailLocaleOf } from '../mail/templates/mail-locale';
import { passwordResetMail } from '../mail/templates/password-reset-mail';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { generateLinkToken } from './session-token';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Sends a single-use reset link valid one hour; a new request kills older links.
 * The caller always answers the same way, whether or not the account exists, and in the
 * same time: the response waits only for the limits, which every request meets alike.
 * Looking the account up and issuing its link happen after the answer, off its path.
 * Should the process stop in between, the link is lost and the user asks again.
 */
export async function requestPasswordReset(
  deps: CoreDeps,
  input: ForgotPasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.now();
  const who = { ip: meta.ip };
  const ipKey = `reset:ip:${meta.ip ?? 'unknown'}`;
  await consumeLimit(deps.db, ipKey, rateRules.resetRequestPerIp, now, undefined, who);
  const emailKey = `reset:email:${input.email}`;
  await consumeLimit(deps.db, emailKey, rateRules.resetRequestPerEmail, now, undefined, who);

  // On the next turn of the event loop, once this answer is on its way: an embedded
  // database runs on this thread, so work started now would still delay it.
  setImmediate(() => {
    issueResetLink(deps, input.email, meta, now).catch((error: unknown) => {
      deps.log.error({ err: error }, 'A password reset link could not be issued');
    });
  });
}

async function issueResetLink(
  deps: CoreDeps,
  email: string,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // A disabled account gets no link; the caller answered as for any address already.
  if (!user || user.disabledAt) return;

  const { token, tokenHash } = generateLinkToken();
  const link = new URL('/reset-password', deps.config.appOrigin);
  link.searchParams.set('token', token);
  // The visitor may not be signed in: the mail speaks the account's stored language.
  const mail = await passwordResetMail({
    firstName: user.firstName,
    link: link.toString(),
    locale: mailLocaleOf(user),
  });

  await inTransaction(deps.db, async (trx) => {
    await replaceResetToken(trx, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await deps.outbox.enqueue(trx, { to: user.email, ...mail });
    await logActivity(trx, {
      actorId: user.id,
      action: activityActions.passwordResetRequested,
      targetType: 'user',
      targetId: user.id,
      ipAddress: meta.ip,
    });
  });
  deps.outbox.kick();
}
