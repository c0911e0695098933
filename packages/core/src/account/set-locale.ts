import { authMessages, type Locale } from '@advance/contracts';
import { updateUserLocale } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';

/**
 * Issue 20: the signed-in user keeps their language on the account, so the app opens in it
 * after sign-in on any device and their e-mails are written in it. Only their own.
 */
export async function setLocale(
  deps: Pick<CoreDeps, 'db'>,
  userId: string,
  locale: Locale,
): Promise<{ locale: Locale }> {
  const row = await updateUserLocale(deps.db, userId, locale);
  if (!row) throw new DomainError('UNAUTHORIZED', authMessages.notSignedIn);
  return { locale: row.locale };
}
