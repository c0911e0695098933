import { isStaffRole, type PublicUser } from '@advance/contracts';
import { findUserById } from '@advance/db';
import { recordSignInDevice } from '../account/record-sign-in-device';
import { activityActions, logActivity } from '../activity/log-activity';
import { createSession, type IssuedSession } from '../auth/create-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { toPublicUser } from '../users/to-public-user';

/**
 * Issue 20: a new applicant is signed in by their submission, so the success screen leads
 * straight to their dashboard. Only for `verifiedUserId` (submitApplication sets it when this
 * request created the account, or proved its password under the sign-in limits), and only
 * for a customer account in good standing: staff owe a second factor, a disabled account
 * signs nobody in. A fresh session each time (no fixation), as a sign-in makes.
 */
export async function signInApplicant(
  deps: CoreDeps,
  verifiedUserId: string,
  meta: RequestMeta,
): Promise<{ user: PublicUser; session: IssuedSession } | null> {
  const user = await findUserById(deps.db, verifiedUserId);
  if (!user || user.disabledAt || isStaffRole(user.role)) return null;
  const session = await createSession(deps, user, meta);
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.signIn,
    targetType: 'user',
    targetId: user.id,
    ipAddress: meta.ip,
  });
  await recordSignInDevice(deps, user, meta);
  return { user: toPublicUser(user), session };
}
