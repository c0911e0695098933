import type {
  AdvanceNoticeFacts,
  AdvanceNoticeKind,
  AuthorizationEndCause,
} from '@advance/contracts';
import { type Db, findUserById, insertMessage, type MessageTypeColumn } from '@advance/db';
import type { CoreDeps } from '../deps';
import { advanceNoticeMail } from '../mail/templates/advance-notice-mail';
import { mailLocaleOf } from '../mail/templates/mail-locale';
import { advanceNotice } from '../mail/templates/message-center-notices';

/** The advance's figures as stored (cents); an advance row fits as it is. */
export interface AdvanceNoticeFigures {
  principalCents: number;
  feeCents: number;
  amountFinancedCents: number;
  aprBasisPoints: number;
  days: number;
  dueDate: string;
  fundedOn: string | null;
  balanceCents: number;
  paidCents: number;
}

export interface NotifyApplicantInput {
  /** Null when the account is gone: nobody to tell. */
  userId: string | null;
  applicationId: string;
  kind: AdvanceNoticeKind;
  advance: AdvanceNoticeFigures;
  /** payment_receipt: the payment just recorded. */
  payment?: { amountCents: number; receivedOn: string } | undefined;
  /** cancelled: the reason staff gave. */
  reason?: string | null | undefined;
  /** authorization_ended: the authorisation that ended (by default after failed attempts). */
  authorization?:
    | { amountCents: number; payOn: string; cause?: AuthorizationEndCause | undefined }
    | undefined;
}

/** How each notice is filed in the Message Center. */
const messageTypeFor: Record<AdvanceNoticeKind, MessageTypeColumn> = {
  funded: 'approved',
  payment_notice: 'action_required',
  payment_receipt: 'system',
  repaid: 'system',
  authorization_ended: 'action_required',
  cancelled: 'other',
};

const dollars = (cents: number) => cents / 100;

export function noticeFacts(input: NotifyApplicantInput): AdvanceNoticeFacts {
  const a = input.advance;
  return {
    principal: dollars(a.principalCents),
    fee: dollars(a.feeCents),
    amountFinanced: dollars(a.amountFinancedCents),
    totalOfPayments: dollars(a.principalCents),
    apr: a.aprBasisPoints / 100,
    days: a.days,
    dueDate: a.dueDate,
    fundedOn: a.fundedOn,
    balance: dollars(a.balanceCents),
    paid: dollars(a.paidCents),
    payment: input.payment && {
      amount: dollars(input.payment.amountCents),
      receivedOn: input.payment.receivedOn,
    },
    reason: input.reason,
    authorization: input.authorization && {
      amount: dollars(input.authorization.amountCents),
      date: input.authorization.payOn,
      cause: input.authorization.cause,
    },
  };
}

/**
 * Tells the applicant about their advance: a Message Center message and the same words by
 * e-mail through the outbox, both written with `db` — pass the transaction that made the
 * change, so the notice stands or falls with it. The mail row is invisible until commit, so
 * the CALLER kicks the outbox (`deps.outbox.kick()`) after committing. Returns false when
 * there was nobody to tell (the account was removed).
 */
export async function notifyApplicant(
  db: Db,
  deps: Pick<CoreDeps, 'outbox'>,
  input: NotifyApplicantInput,
): Promise<boolean> {
  if (!input.userId) return false;
  const user = await findUserById(db, input.userId);
  if (!user) return false;
  const facts = noticeFacts(input);
  // Issue 20: the message and the e-mail in the customer's language at the time of writing.
  const locale = mailLocaleOf(user);
  await insertMessage(db, {
    userId: user.id,
    senderId: null,
    applicationId: input.applicationId,
    type: messageTypeFor[input.kind],
    ...advanceNotice(locale, input.kind, facts),
  });
  await deps.outbox.enqueue(db, {
    to: user.email,
    ...(await advanceNoticeMail(input.kind, user, facts, locale)),
  });
  return true;
}
