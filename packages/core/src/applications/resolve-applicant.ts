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
import { DomainError, isDomainError } from '../errors';
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
  retried = false,
): Promise<{ userId: string; accountCreated: boolean }> {
  if (viewer) return { userId: viewer.id, accountCreated: false };

  const existing = await findUserByEmail(deps.db, input.email);
  if (existing)
    return { userId: await claimExisting(deps, existing, input, meta), accountCreated: false };

  if (!input.password || input.password.length < 8) {
    throw new DomainError('BAD_REQUEST', validationMessages.passwordMin, {
      fieldErrors: { password: validationMessages.passwordMin },
    });
  }
  try {
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
  } catch (error) {
    // A simultaneous request (a double click) created it first: it is ours if the
    // password matches, exactly as on a later retry.
    if (isDomainError(error) && error.code === 'CONFLICT' && !retried) {
      return resolveApplicant(deps, viewer, input, meta, true);
    }
    throw error;
  }
}

async function claimExisting(
  deps: CoreDeps,
  existing: { id: string; passwordHash: string | null },
  input: SubmitApplicationInput,
  meta: RequestMeta,
): Promise<string> {
  const now = deps.now();
  const keys = loginRateKeys(input.email, meta.ip);
  await assertUnderLimit(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
  await assertUnderLimit(deps.db, keys.email, rateRules.failedLoginPerEmail, now);
  const matches =
    input.password && existing.passwordHash
      ? await verifyPassword(existing.passwordHash, input.password)
      : await burnPasswordCheck(input.password ?? '');
  if (matches) return existing.id;
  await countFailure(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
  await countFailure(deps.db, keys.email, rateRules.failedLoginPerEmail, now);
  throw new DomainError('CONFLICT', applicationMessages.emailHasAccount);
}
