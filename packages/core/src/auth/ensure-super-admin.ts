import { countUsersWithRole, findUserByEmail, insertUserIfEmailFree } from '@advance/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { hashPassword } from './password-hash';

export type SuperAdminBootstrap =
  | { status: 'exists' }
  | { status: 'created'; email: string; generatedPassword: string | null }
  | { status: 'email_taken'; email: string };

/**
 * First start: with no super admin, create one from configuration, or with a generated
 * password that the caller prints once. An existing ordinary account with that e-mail is
 * never promoted: whoever registered it first would otherwise become super admin.
 */
export async function ensureSuperAdmin(deps: CoreDeps): Promise<SuperAdminBootstrap> {
  if ((await countUsersWithRole(deps.db, 'super_admin')) > 0) return { status: 'exists' };
  const email = deps.config.superAdminEmail;
  if (await findUserByEmail(deps.db, email)) return { status: 'email_taken', email };

  const generatedPassword = deps.config.superAdminPassword
    ? null
    : encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
  const password = deps.config.superAdminPassword ?? generatedPassword ?? '';
  const user = await insertUserIfEmailFree(deps.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Super',
    lastName: 'Admin',
    role: 'super_admin',
  });
  // Another instance won the race and created it: nothing to print here.
  if (!user) return { status: 'exists' };
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.superAdminCreated,
    targetType: 'user',
    targetId: user.id,
  });
  return { status: 'created', email, generatedPassword };
}
