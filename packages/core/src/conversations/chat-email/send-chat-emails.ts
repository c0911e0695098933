import { CHAT_EMAIL_DELAY_MS, CHAT_EMAIL_MIN_GAP_MS } from '@advance/contracts';
import { claimChatEmail, inTransaction, listConversationsDueChatEmail } from '@advance/db';
import { activityActions, logActivity } from '../../activity/log-activity';
import type { CoreDeps } from '../../deps';
import { chatEmailMail } from './chat-email-mail';

const BATCH = 100;

/**
 * Issue 19: a staff chat message still unread CHAT_EMAIL_DELAY_MS after it was written gets
 * the customer one e-mail (if their setting allows), at most one per conversation every
 * CHAT_EMAIL_MIN_GAP_MS; messages that arrive inside the gap are mailed about at the next
 * allowed time if still unread. Run periodically by the server. Each conversation is claimed
 * under its row lock in the transaction that enqueues its mail, so two instances running this
 * at once send one mail. Returns how many were sent.
 */
export async function sendChatEmails(
  deps: Pick<CoreDeps, 'db' | 'config' | 'outbox' | 'log' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const window = {
    cutoff: new Date(now.getTime() - CHAT_EMAIL_DELAY_MS),
    gapStart: new Date(now.getTime() - CHAT_EMAIL_MIN_GAP_MS),
  };
  let sent = 0;
  // A claimed conversation is no longer due and a failed one is skipped, so this ends.
  const failed = new Set<string>();
  for (;;) {
    const due = (await listConversationsDueChatEmail(deps.db, window, BATCH + failed.size))
      .filter((id) => !failed.has(id))
      .slice(0, BATCH);
    if (due.length === 0) break;
    for (const conversationId of due) {
      try {
        if (await sendOne(deps, conversationId, window, now)) sent++;
        // Taken by another instance (locked) or no longer due: it will not be listed again
        // once that instance commits; skip it in this run either way.
        else failed.add(conversationId);
      } catch (error) {
        failed.add(conversationId);
        deps.log.error({ err: error, conversationId }, 'Sending an unread-chat e-mail failed');
      }
    }
  }
  if (sent > 0) deps.outbox.kick();
  return sent;
}

async function sendOne(
  deps: Pick<CoreDeps, 'db' | 'config' | 'outbox'>,
  conversationId: string,
  window: { cutoff: Date; gapStart: Date },
  now: Date,
): Promise<boolean> {
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimChatEmail(trx, conversationId, window, now);
    if (!claimed) return false;
    const mail = await chatEmailMail(claimed, deps.config.appOrigin);
    await deps.outbox.enqueue(trx, { to: claimed.email, ...mail });
    await logActivity(trx, {
      actorId: null,
      action: activityActions.chatEmailSent,
      targetType: 'conversation',
      targetId: conversationId,
      details: { userId: claimed.userId },
      ipAddress: null,
    });
    return true;
  });
}
