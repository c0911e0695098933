import {
  CREDITOR_ADDRESS_DEFAULT,
  CREDITOR_NAME_DEFAULT,
  type DecisionReason,
} from '@advance/contracts';
import { type Db, insertMessage, type StoredApplication } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { adverseActionMail } from '../mail/templates/adverse-action-mail';
import { adverseActionNotice } from '../mail/templates/message-center-notices';
import { decisionRecipient } from './recipient';

/**
 * Issue 19: a denial always sends the adverse-action notice (Message Center and e-mail; no
 * setting turns a legal notice off). Written with the review's transaction, so the notice
 * stands or falls with the decision; the caller kicks the outbox after commit.
 */
export async function sendAdverseAction(
  trx: Db,
  deps: Pick<CoreDeps, 'config' | 'outbox'>,
  input: {
    application: StoredApplication;
    reasons: DecisionReason[];
    reviewerId: string;
    ip: string | null;
  },
): Promise<void> {
  const { application, reasons } = input;
  const to = await decisionRecipient(trx, deps, application);
  const creditorName = deps.config.creditorName || CREDITOR_NAME_DEFAULT;
  const creditorAddress = deps.config.creditorAddress || CREDITOR_ADDRESS_DEFAULT;
  const amount = application.requestedAmountCents / 100;
  // The Message Center's notice: the e-mail's words, in the customer's language (issue 20).
  if (to.userId)
    await insertMessage(trx, {
      userId: to.userId,
      senderId: input.reviewerId,
      applicationId: application.id,
      type: 'other',
      ...adverseActionNotice(to.locale, { amount, reasons, creditorName, creditorAddress }),
    });
  const mail = await adverseActionMail({
    firstName: to.firstName,
    amount,
    reasons,
    creditorName,
    creditorAddress,
    dashboardUrl: to.dashboardUrl,
    locale: to.locale,
  });
  await deps.outbox.enqueue(trx, { to: to.email, ...mail });
  await logActivity(trx, {
    actorId: input.reviewerId,
    action: activityActions.adverseActionSent,
    targetType: 'application',
    targetId: application.id,
    details: { reasons: reasons.map((reason) => reason.code), to: to.email },
    ipAddress: input.ip,
  });
}
