import { authMessages, type EmailPreferences } from '@advance/contracts';
import { findEmailPreferences } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';

/** The signed-in user's own e-mail settings (issue 19). */
export async function getEmailPreferences(
  deps: Pick<CoreDeps, 'db'>,
  userId: string,
): Promise<EmailPreferences> {
  const row = await findEmailPreferences(deps.db, userId);
  if (!row) throw new DomainError('UNAUTHORIZED', authMessages.notSignedIn);
  return { chatEmails: row.chatEmails };
}
