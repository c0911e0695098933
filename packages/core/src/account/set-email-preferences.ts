import { authMessages, type EmailPreferences } from '@advance/contracts';
import { inTransaction, updateEmailPreferences } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';

/**
 * The signed-in user (customer or staff) sets their own e-mail settings. Only optional mail
 * listens to them: decisions, document requests and advance notices always go.
 */
export async function setEmailPreferences(
  deps: Pick<CoreDeps, 'db' | 'now'>,
  userId: string,
  input: EmailPreferences,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<EmailPreferences> {
  return inTransaction(deps.db, async (trx) => {
    const row = await updateEmailPreferences(trx, userId, input, deps.now());
    if (!row) throw new DomainError('UNAUTHORIZED', authMessages.notSignedIn);
    await logActivity(trx, {
      actorId: userId,
      action: activityActions.emailPreferencesChanged,
      targetType: 'user',
      targetId: userId,
      details: { chatEmails: row.chatEmails },
      ipAddress: meta.ip ?? null,
    });
    return { chatEmails: row.chatEmails };
  });
}
