import { authMessages } from '@advance/contracts';
import { type Db, findUserById } from '@advance/db';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/** True when the account is disabled or does not exist: either way it may not sign in. */
export async function isUserDisabled(deps: { db: Db }, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return true;
  const user = await findUserById(deps.db, userId);
  return !user || user.disabledAt !== null;
}

/**
 * For sign-in paths other than the password (passkeys): a disabled account is refused
 * with the very answer a wrong password gets, so the refusal tells nothing.
 */
export async function assertAccountActive(deps: { db: Db }, userId: string): Promise<void> {
  if (await isUserDisabled(deps, userId)) {
    throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
}
