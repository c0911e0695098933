/**
 * Issue 18: the applicant's side of an advance on the dashboard (state in plain words, the
 * figures, the history, "Pay after your benefit arrives") and the withdraw button. The
 * rules' own texts (errors, the consent, "you can pay from ...") are in advances.ts.
 */
import type { AdvanceState } from './advances';

export const advancePageMessages = {
  title: 'Your Advance',
  loadFailed: 'We could not load your advances. Please reload the page.',
  /** What the state means for the applicant, under the state badge. */
  stateText: {
    awaiting_funding:
      'Your advance is approved and awaiting funding. We send the money within 1-2 business days and tell you when it is on its way.',
    funded:
      'We sent your advance. Repay it after your benefit arrives: nothing is taken from your benefit, you choose to make the payment.',
    past_due:
      'Your payment is past due. Please set up a payment below or contact us: we will work out a plan with you.',
    repaid: 'Your advance is repaid in full. Thank you!',
    cancelled: 'This advance was cancelled before any money was sent. Nothing is owed.',
  } satisfies Record<AdvanceState, string>,
  cancelReason: (reason: string) => `Reason: ${reason}`,
  amountDueLabel: 'Amount Due',
  dueDateLabel: 'Due Date (your benefit date)',
  paidLabel: 'Paid So Far',
  waivedLabel: 'Forgiven',
  fundedOnLabel: 'Sent On',
  finalDisclosureTitle: 'Your Final Disclosure',
  finalDisclosureNote: (fundedOn: string) =>
    `The figures for the day we sent your advance, ${fundedOn}.`,
  approvedDisclosureTitle: 'Your Cost of Credit',
  approvedDisclosureNote:
    'The figures as approved. They are recomputed for the day we send the money; your due date never moves earlier.',
  historyTitle: 'History',
  noHistory: 'Nothing has happened on this advance yet.',
  payTitle: 'Pay After Your Benefit Arrives',
  payIntro:
    'Your Social Security benefit cannot be taken to repay an advance. Once it has arrived, you can authorise one payment here. We never change where your benefit is deposited.',
  payFormTitle: 'Set up one payment',
  amountLabel: 'Amount',
  amountHint: (balance: string) => `Your balance is ${balance}. You may pay part of it.`,
  dateLabel: 'Payment Date',
  dateHint: (dueDate: string) => `On or after your benefit date, ${dueDate}.`,
  consentTitle: 'Your authorisation',
  consentLabel: 'I authorise this one payment',
  authorizeButton: 'Authorise Payment',
  authorizing: 'Authorising...',
  authorizedTitle: 'Payment authorised',
  authorized: 'We will collect it on or after the date you chose and send you a receipt.',
  authorizeFailedTitle: 'Payment not authorised',
  authorizeFailed: 'We could not record your authorisation. Please try again.',
  pendingTitle: 'Payment authorised',
  pendingText: (amount: string, date: string) =>
    `You authorised one payment of ${amount} on or after ${date}. It is waiting to be collected.`,
  withdrawAuthorization: 'Withdraw Authorisation',
  withdrawingAuthorization: 'Withdrawing...',
  authorizationWithdrawnTitle: 'Authorisation withdrawn',
  authorizationWithdrawn: 'Nothing will be collected. You can set up a new payment at any time.',
  withdrawAuthorizationFailedTitle: 'Authorisation not withdrawn',
  withdrawAuthorizationFailed: 'We could not withdraw your authorisation. Please try again.',
  earlierAuthorizationsTitle: 'Earlier authorisations',
  authorizationLine: (amount: string, date: string, status: string) =>
    `${amount} on or after ${date}: ${status}`,
  nothingToPay: 'Nothing is owed on this advance.',
  /** The wizard, when the signed-in applicant already has an open advance. */
  openAdvanceTitle: 'You already have an advance',
  openAdvanceLink: 'Go to My Applications',
  /** The card's withdraw button and its confirmation dialog. */
  withdrawApplication: 'Withdraw Application',
  withdrawConfirmTitle: 'Withdraw this application?',
  withdrawConfirmButton: 'Yes, Withdraw',
  withdrawKeep: 'Keep Application',
  withdrawing: 'Withdrawing...',
  withdrawnText: 'We stopped reviewing this application.',
  withdrawFailedTitle: 'Application not withdrawn',
  withdrawFailed: 'We could not withdraw your application. Please try again.',
} as const;
