import { addDays, PAYMENT_NOTICE_DAYS_DEFAULT, todayInNewYork } from '@advance/contracts';
import { claimPaymentNotice, inTransaction, listAdvancesDueNotice } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { notifyApplicant } from './notify-applicant';

const BATCH = 100;

/**
 * The payment notice (issue 18): `paymentNoticeDays` (default 5) days before an advance is
 * due, by New York's calendar, the applicant gets the amount, the date and how to pay, once.
 * Run periodically by the server. Each advance is claimed with a guarded update in the
 * transaction that writes its message and mail, so two instances running this at the same
 * time send one notice, and a failure leaves the advance for the next run. Returns how many
 * notices were sent.
 */
export async function sendPaymentNotices(
  deps: Pick<CoreDeps, 'db' | 'config' | 'outbox' | 'log' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const noticeDays = deps.config.paymentNoticeDays ?? PAYMENT_NOTICE_DAYS_DEFAULT;
  const lastDueDate = addDays(todayInNewYork(now), noticeDays);
  let sent = 0;
  // Batches until none is left; an advance claimed or failed is not listed again, so this ends.
  const failed = new Set<string>();
  for (;;) {
    const candidates = (await listAdvancesDueNotice(deps.db, lastDueDate, BATCH + failed.size))
      .filter((row) => !failed.has(row.id))
      .slice(0, BATCH);
    if (candidates.length === 0) break;
    for (const candidate of candidates) {
      try {
        const won = await inTransaction(deps.db, async (trx) => {
          const advance = await claimPaymentNotice(trx, candidate.id, now);
          if (!advance) return false;
          await notifyApplicant(trx, deps, {
            userId: advance.userId,
            applicationId: advance.applicationId,
            kind: 'payment_notice',
            advance,
          });
          await logActivity(trx, {
            actorId: null,
            action: activityActions.paymentNoticeSent,
            targetType: 'advance',
            targetId: advance.id,
            details: {
              applicationId: advance.applicationId,
              dueDate: advance.dueDate,
              balanceCents: advance.balanceCents,
            },
            ipAddress: null,
          });
          return true;
        });
        if (won) sent++;
      } catch (error) {
        failed.add(candidate.id);
        deps.log.error({ err: error, advanceId: candidate.id }, 'Sending a payment notice failed');
      }
    }
  }
  if (sent > 0) deps.outbox.kick();
  return sent;
}
