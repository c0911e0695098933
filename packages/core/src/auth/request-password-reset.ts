import type { ForgotPasswordInput } from '@advance/contracts';
import { findUserByEmail, inTransaction, replaceResetToken } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { passwordResetMail } from '../mail/templates/password-reset-mail';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { generateLinkToken } from './session-token';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Sends a single-use reset link valid one hour; a new request kills older links.
 * The caller always answers the same way, whether or not the account exists, and the mail
 * leaves through the outbox after the response, so timing tells nothing either.
 */
export async function requestPasswordReset(
  deps: CoreDeps,
  input: ForgotPasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.now();
  await consumeLimit(deps.db, `reset:ip:${meta.ip ?? 'unknown'}`, rateRules.resetRequestPerIp, now);
  await consumeLimit(deps.db, `reset:email:${input.email}`, rateRules.resetRequestPerEmail, now);

  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;

  const { token, tokenHash } = generateLinkToken();
  const link = new URL('/reset-password', deps.config.appOrigin);
  link.searchParams.set('token', token);
  const mail = passwordResetMail({ firstName: user.firstName, link: link.toString() });

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
