/**
 * Issue 18: what the applicant is told about their advance, in the Message Center and by
 * e-mail (the same words in both). Dollars and YYYY-MM-DD dates in, sentences out.
 * A Social Security benefit cannot be assigned or taken (42 U.S.C. §407): every notice about
 * paying says plainly that we never take it and never change where it is deposited.
 */
import { formatApr, formatUsd } from './pricing/money-format';

export const advanceNoticeKinds = [
  'funded',
  'payment_notice',
  'payment_receipt',
  'repaid',
  'authorization_ended',
  'cancelled',
] as const;
export type AdvanceNoticeKind = (typeof advanceNoticeKinds)[number];

/** The figures a notice may quote; dollars, YYYY-MM-DD dates. */
export interface AdvanceNoticeFacts {
  principal: number;
  fee: number;
  amountFinanced: number;
  totalOfPayments: number;
  /** Percent with two decimals (37.63). */
  apr: number;
  days: number;
  dueDate: string;
  fundedOn: string | null;
  balance: number;
  paid: number;
  /** payment_receipt: the payment recorded. */
  payment?: { amount: number; receivedOn: string } | undefined;
  /** cancelled: the staff member's reason. */
  reason?: string | null | undefined;
  /**
   * authorization_ended: the authorisation that ended, and why: two failed collection
   * attempts (the default) or a balance that no longer covers it.
   */
  authorization?:
    | { amount: number; date: string; cause?: AuthorizationEndCause | undefined }
    | undefined;
}

export type AuthorizationEndCause = 'failed_attempts' | 'balance_changed';

/** Said in every notice about paying: §407, in plain words. */
export const benefitProtectionText =
  'We never take your Social Security benefit and never change where it is deposited: the law (42 U.S.C. §407) protects it, and nothing is collected without your say. You choose to pay once your benefit has arrived.';

/** How an applicant repays: one payment they authorise from the dashboard, after the benefit date. */
export const howToPayText = (dueDate: string) =>
  `How to pay: once your benefit has arrived, on or after ${dueDate}, sign in, open your dashboard and choose "Pay after your benefit arrives" to authorise one payment for the amount and date you pick. Each authorisation is for that one payment only. You can also contact us to pay by check or money order.`;

export const advanceNoticeTexts = {
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  dashboardHint: 'You can see your advance, what is due and its history on your dashboard.',
} as const;

/** The final disclosure as lines ("Label: value"), for the funded notice. */
export function finalDisclosureLines(f: AdvanceNoticeFacts): string[] {
  return [
    `Amount financed (sent to you): ${formatUsd(f.amountFinanced)}`,
    `Finance charge (fee): ${formatUsd(f.fee)}`,
    `Total of payments: ${formatUsd(f.totalOfPayments)}`,
    `Annual percentage rate (APR): ${formatApr(f.apr)}`,
    `Sent on: ${f.fundedOn ?? '—'}`,
    `Due date (your benefit date): ${f.dueDate}`,
    `Term: ${f.days} days`,
  ];
}

/**
 * Title and body of each notice. `noticeDays` is only used by the payment notice (how many
 * days ahead it is sent).
 */
export const advanceNotices: Record<
  AdvanceNoticeKind,
  { title: (f: AdvanceNoticeFacts) => string; body: (f: AdvanceNoticeFacts) => string }
> = {
  funded: {
    title: (f) => `Your advance of ${formatUsd(f.amountFinanced)} has been sent`,
    body: (f) =>
      [
        `We sent ${formatUsd(f.amountFinanced)} to you on ${f.fundedOn ?? 'today'}. These are the final figures of your advance, for the day it was sent:`,
        '',
        ...finalDisclosureLines(f),
        '',
        `${formatUsd(f.totalOfPayments)} is due on ${f.dueDate}. We will remind you a few days before.`,
        '',
        howToPayText(f.dueDate),
        '',
        benefitProtectionText,
      ].join('\n'),
  },
  payment_notice: {
    title: (f) => `${formatUsd(f.balance)} is due on ${f.dueDate}`,
    body: (f) =>
      [
        `Your advance payment of ${formatUsd(f.balance)} is due on ${f.dueDate}, your benefit date.`,
        '',
        howToPayText(f.dueDate),
        '',
        benefitProtectionText,
      ].join('\n'),
  },
  payment_receipt: {
    title: (f) => `Payment received: ${formatUsd(f.payment?.amount ?? 0)}`,
    body: (f) =>
      [
        `We received your payment of ${formatUsd(f.payment?.amount ?? 0)} on ${f.payment?.receivedOn ?? '—'}. Thank you.`,
        `Paid so far: ${formatUsd(f.paid)}. Left to pay: ${formatUsd(f.balance)}.`,
        ...(f.balance > 0 ? ['', howToPayText(f.dueDate)] : []),
      ].join('\n'),
  },
  repaid: {
    title: () => 'Your advance is repaid',
    body: (f) =>
      [
        `Your advance is fully repaid: ${formatUsd(f.paid)} paid, nothing left to pay. Thank you.`,
        'You can apply for a new advance whenever you need one.',
      ].join('\n'),
  },
  authorization_ended: {
    title: (f) =>
      f.authorization?.cause === 'balance_changed'
        ? 'Your payment authorisation has ended'
        : 'Your payment could not be collected',
    body: (f) =>
      f.authorization?.cause === 'balance_changed'
        ? [
            `The payment of ${formatUsd(f.authorization.amount)} you authorised for ${f.authorization.date} will not be collected: what you owe changed and is now ${formatUsd(f.balance)}, less than that payment.`,
            ...(f.balance > 0
              ? [
                  `To pay the ${formatUsd(f.balance)} left, authorise a new payment from your dashboard, or contact us.`,
                ]
              : []),
            '',
            benefitProtectionText,
          ].join('\n')
        : [
            `We tried twice to collect the payment${f.authorization ? ` of ${formatUsd(f.authorization.amount)} you authorised for ${f.authorization.date}` : ' you authorised'}, and both attempts failed. That authorisation has ended: we will not try again.`,
            `Left to pay: ${formatUsd(f.balance)}. To pay, authorise a new payment from your dashboard when the money is in your account, or contact us.`,
            '',
            benefitProtectionText,
          ].join('\n'),
  },
  cancelled: {
    title: () => 'Your advance was cancelled',
    body: (f) =>
      [
        'Your advance was cancelled before any money was sent, so you owe nothing.',
        ...(f.reason ? [`Reason: ${f.reason}`] : []),
        'You can apply again whenever you need to.',
      ].join('\n'),
  },
};
