import { authMessages, type EmailStatus } from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';

/**
 * Issue 20: the wizard asks at step 1 whether this e-mail can start a NEW account, so a
 * returning customer is offered sign-in before typing the rest. The answer is one boolean,
 * the same for every address the server would refuse as new (customer, staff, disabled):
 * no more than create-account's 409 already tells, and counted per address like it.
 */
export async function emailStatus(
  deps: CoreDeps,
  email: string,
  meta: RequestMeta,
): Promise<EmailStatus> {
  await consumeLimit(
    deps.db,
    `email-status:ip:${meta.ip ?? 'unknown'}`,
    rateRules.emailStatusPerIp,
    deps.now(),
    authMessages.tooManyAttempts,
    { ip: meta.ip },
  );
  const existing = await findUserByEmail(deps.db, email);
  return { acceptsNewAccount: !existing };
}
