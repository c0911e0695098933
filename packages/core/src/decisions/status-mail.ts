import type { ApplicationStatus } from '@advance/contracts';
import type { AdvanceRow, Db, StoredApplication } from '@advance/db';
import type { CoreDeps } from '../deps';
import { approvalMail, statusChangeMail } from '../mail/templates/status-change-mail';
import { decisionRecipient } from './recipient';

/**
 * Issue 19: a status change other than a denial or a document request e-mails the applicant
 * (the Message Center message is written by the review as before). Approved carries the
 * advance's disclosure figures; Submitted and Waiting approval the spec's explanatory text.
 */
export async function sendStatusMail(
  trx: Db,
  deps: Pick<CoreDeps, 'config' | 'outbox'>,
  input: {
    application: StoredApplication;
    status: ApplicationStatus;
    advance?: AdvanceRow | undefined;
  },
): Promise<void> {
  const to = await decisionRecipient(trx, deps, input.application);
  const a = input.advance;
  const mail = a
    ? await approvalMail(to, {
        amountFinanced: a.amountFinancedCents / 100,
        financeCharge: a.feeCents / 100,
        apr: a.aprBasisPoints / 100,
        totalOfPayments: a.principalCents / 100,
        dueDate: a.dueDate,
      })
    : await statusChangeMail(input.status, to);
  await deps.outbox.enqueue(trx, { to: to.email, ...mail });
}
