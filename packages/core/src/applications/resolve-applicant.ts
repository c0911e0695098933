import {
  applicationMessages,
  type PublicUser,
  type SubmitApplicationInput,
  validationMessages,
} from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import { createAccount } from '../auth/create-account';
import { loginRateKeys } from '../auth/login';
import { burnPasswordCheck, verifyPassword } from '../auth/password-hash';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { assertUnderLimit, countFailure, rateRules } from '../rate-limit/rate-limit';

/**
 * Who owns a new application (DESIGN.md §5), decided by the server, never by the client's
 * userId: the signed-in user; else the account with that e-mail if the submitted password
 * is its password; else a new account made from the submitted fields. Password checks
 * here count toward the sign-in limits, so this is no side door for guessing passwords.
 */
export async function resolveApplicant(
  deps: CoreDeps,
  viewer: PublicUser | null,
  input: SubmitApplicationInput,
  meta: RequestMeta,
): Promise<{ userId: string; accountCreated: boolean }> {
  if (viewer) return { userId: viewer.id, accountCreated: false };

  const now = deps.now();
  const keys = loginRateKeys(input.email, meta.ip);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await assertUnderLimit(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
    await assertUnderLimit(deps.db, keys.email, rateRules.failedLoginPerEmail, now);
    const matches =
      input.password && existing.passwordHash
        ? await verifyPassword(existing.passwordHash, input.password)
        : await burnPasswordCheck(input.password ?? '');
    if (matches) return { userId: existing.id, accountCreated: false };
    await countFailure(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
    await countFailure(deps.db, keys.email, rateRules.failedLoginPerEmail, now);
    throw new DomainError('CONFLICT', applicationMessages.emailHasAccount);
  }

  if (!input.password || input.password.length < 8) {
    throw new DomainError('BAD_REQUEST', validationMessages.passwordMin, {
      fieldErrors: { password: validationMessages.passwordMin },
    });
  }
  const user = await createAccount(
    deps,
    {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: input.password,
      phone: input.phone,
    },
    meta,
  );
  return { userId: user.id, accountCreated: true };
}
