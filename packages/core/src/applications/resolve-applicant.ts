import {
  applicationMessages,
  type PublicUser,
  type SubmitApplicationInput,
  validationMessages,
} from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import { assertPasswordNotCommon } from '../auth/common-passwords';
import { createAccount } from '../auth/create-account';
import { burnPasswordCheck, verifyPassword } from '../auth/password-hash';
import { withinSignInLimits } from '../auth/sign-in-limits';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError, isDomainError } from '../errors';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';

export interface ResolvedApplicant {
  userId: string;
  accountCreated: boolean;
  /**
   * Issue 20: this request proved the account's password (it set it, or it matched under the
   * sign-in limits), so the transport may sign the applicant in. Never for a viewer's session.
   */
  passwordVerified: boolean;
}

/**
 * Who owns a new application (docs/architecture.md §5), decided by the server, never by the client's
 * userId: the signed-in user; else the account with that e-mail if the submitted password
 * is its password; else a new account made from the submitted fields. Password checks
 * here run under the sign-in limits, so this is no side door for guessing passwords.
 */
export async function resolveApplicant(
  deps: CoreDeps,
  viewer: PublicUser | null,
  input: SubmitApplicationInput,
  meta: RequestMeta,
): Promise<ResolvedApplicant> {
  if (viewer) return { userId: viewer.id, accountCreated: false, passwordVerified: false };

  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    const userId = await claimExisting(deps, existing, input, meta);
    await countAnonymousSubmission(deps, meta);
    return { userId, accountCreated: false, passwordVerified: true };
  }

  if (!input.password || input.password.length < 8) {
    throw new DomainError('BAD_REQUEST', validationMessages.passwordMin, {
      fieldErrors: { password: validationMessages.passwordMin },
    });
  }
  // Checked again by createAccount; first here, so a refused password costs no allowance.
  await assertPasswordNotCommon(input.password);
  await countAnonymousSubmission(deps, meta);
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
    return { userId: user.id, accountCreated: true, passwordVerified: true };
  } catch (error) {
    // A simultaneous request (a double click) created it first: it is ours if the
    // password matches, exactly as on a later retry.
    if (!isDomainError(error) || error.code !== 'CONFLICT') throw error;
    const winner = await findUserByEmail(deps.db, input.email);
    if (!winner) throw error;
    const userId = await claimExisting(deps, winner, input, meta);
    return { userId, accountCreated: false, passwordVerified: true };
  }
}

/**
 * Applications without a session are counted per address once the applicant is known
 * and before anything is written. Wrong passwords for an existing e-mail are refused by
 * the sign-in limits first, so they do not use this allowance.
 */
const countAnonymousSubmission = (deps: CoreDeps, meta: RequestMeta) =>
  consumeLimit(
    deps.db,
    `anonymous-submission:ip:${meta.ip ?? 'unknown'}`,
    rateRules.anonymousSubmissionPerIp,
    deps.now(),
    applicationMessages.tooManySubmissions,
    { ip: meta.ip },
  );

async function claimExisting(
  deps: CoreDeps,
  existing: { id: string; passwordHash: string | null; disabledAt: Date | null },
  input: SubmitApplicationInput,
  meta: RequestMeta,
): Promise<string> {
  const userId = await withinSignInLimits(deps, input.email, meta, async () => {
    const matches =
      input.password && existing.passwordHash
        ? await verifyPassword(existing.passwordHash, input.password)
        : await burnPasswordCheck(input.password ?? '');
    // A disabled account answers exactly as a wrong password does (decision 022).
    return matches && !existing.disabledAt ? existing.id : null;
  });
  if (!userId) throw new DomainError('CONFLICT', applicationMessages.emailHasAccount);
  return userId;
}
