import { advancePageMessages } from '../../advance-page';
import {
  advanceMessages,
  advanceStateLabels,
  ledgerEntryKindLabels,
  methodLabels,
  paymentAuthorizationStatusLabels,
  paymentConsentText,
} from '../../advances';
import { howOftenLabels } from '../../applications';
import { adverseActionTexts, denialReasons } from '../../decisions';
import { describeLedgerEntry } from '../../ledger-description';
import { announcementMessages, applicationMessages } from '../../messages';

/*
 * The customer's dashboard: application cards, statuses as the customer reads them, the
 * decision's reasons, the advance and its payment, withdrawing, and the announcement
 * banners. The English is the existing contracts texts (statuses, reasons, advance texts);
 * function messages are called with `{{placeholders}}` to become templates. Money and
 * dates arrive already formatted for the locale.
 */
export const dashboard = /* @__PURE__ */ englishDashboard();

/** Built in a function called once (see en/mail.ts): unread bundles drop the whole call. */
function englishDashboard() {
  const p = advancePageMessages;
  // The server writes each ledger entry's description in English (ledger-description.ts);
  // these templates say the same for another language to translate.
  const entry = (kind: 'disbursement' | 'fee' | 'payment' | 'waiver' | 'reversal') =>
    describeLedgerEntry({ kind, amount: 0, method: null });
  const lower = (label: string) => label.toLowerCase();
  return {
    page: {
      title: 'My Applications',
      greeting: 'Hello {{name}}, here you can follow your cash advance applications.',
      newApplication: 'New Application',
      loading: 'Loading your applications…',
      loadFailed: 'We could not load your applications. Please try again.',
      tryAgain: 'Try again',
      advancesLoadFailed: p.loadFailed,
      emptyTitle: 'No applications yet',
      emptyText: 'Apply for a cash advance against your monthly benefit in a few minutes.',
      startFirst: 'Start Your First Application',
    },
    card: {
      title: '{{amount}} Cash Advance',
      dates: 'Applied on {{applied}} · Last updated {{updated}}',
      contactDetails: 'Contact Details',
      financialDetails: 'Financial Details',
    },
    /** Spec part 4: the badge and what it means, as the customer reads them. */
    status: {
      badge: {
        none: 'Under Review',
        submitted: 'Submitted',
        waitingApproval: 'Waiting approval',
        documentsRequested: 'Additional Documentation Requested',
        approved: 'Approved',
        denied: 'Denied',
        withdrawn: 'Withdrawn',
      },
      text: {
        none: applicationMessages.statusNone,
        pending: applicationMessages.statusPending,
        documentsNeeded: applicationMessages.statusDocumentsNeeded,
        approved: applicationMessages.statusApproved,
        denied: applicationMessages.statusRejected,
        withdrawn: applicationMessages.statusWithdrawn,
      },
      documentsRequested: applicationMessages.documentsRequested,
    },
    details: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      zipCode: 'Zip Code',
      monthlyBenefit: 'Monthly Benefit',
      paymentDay: 'Benefit Payment Day',
      /** `ordinal`: "3rd" in English, the number in Spanish. */
      paymentDayValue: 'The {{ordinal}} of each month',
      rent: 'Monthly Rent or Mortgage',
      needsCash: 'Needs Extra Cash',
      howOften: {
        weekly: howOftenLabels.weekly,
        monthly: howOftenLabels.monthly,
        occasionally: howOftenLabels.occasionally,
        emergencies: howOftenLabels.emergencies,
        rarely: howOftenLabels.rarely,
        regularly: howOftenLabels.regularly,
        frequently: howOftenLabels.frequently,
      },
      requestedAmount: 'Requested Amount',
      processingFee: 'Processing Fee',
      amountToReceive: 'Amount to Receive',
      appliedOn: 'Applied on',
      lastUpdated: 'Last updated',
    },
    /** Issue 19: a denial's reasons under the Denied badge (`other` is what staff wrote). */
    decision: {
      reasonsHeading: adverseActionTexts.cardReasons,
      reasons: {
        income_insufficient: denialReasons.income_insufficient.plain,
        identity_unverified: denialReasons.identity_unverified.plain,
        income_unverified: denialReasons.income_unverified.plain,
        incomplete_application: denialReasons.incomplete_application.plain,
        excessive_obligations: denialReasons.excessive_obligations.plain,
        delinquent_with_us: denialReasons.delinquent_with_us.plain,
      },
    },
    advance: {
      title: p.title,
      state: {
        awaiting_funding: advanceStateLabels.awaiting_funding,
        funded: advanceStateLabels.funded,
        past_due: advanceStateLabels.past_due,
        repaid: advanceStateLabels.repaid,
        cancelled: advanceStateLabels.cancelled,
      },
      stateText: {
        awaiting_funding: p.stateText.awaiting_funding,
        funded: p.stateText.funded,
        past_due: p.stateText.past_due,
        repaid: p.stateText.repaid,
        cancelled: p.stateText.cancelled,
      },
      cancelReason: p.cancelReason('{{reason}}'),
      amountDueLabel: p.amountDueLabel,
      dueDateLabel: p.dueDateLabel,
      paidLabel: p.paidLabel,
      waivedLabel: p.waivedLabel,
      fundedOnLabel: p.fundedOnLabel,
      finalDisclosureTitle: p.finalDisclosureTitle,
      finalDisclosureNote: p.finalDisclosureNote('{{fundedOn}}'),
      approvedDisclosureTitle: p.approvedDisclosureTitle,
      approvedDisclosureNote: p.approvedDisclosureNote,
      historyTitle: p.historyTitle,
      noHistory: p.noHistory,
      /** Only for another language: English shows the server's own description. */
      entry: {
        disbursement: entry('disbursement').replace('$0', '{{amount}}{{method}}'),
        fee: entry('fee').replace('$0', '{{amount}}'),
        payment: entry('payment').replace('$0 received', '{{amount}} received{{method}}'),
        waiver: entry('waiver').replace('$0', '{{amount}}'),
        reversal: entry('reversal')
          .replace('$0', '{{amount}}')
          .replace('an earlier entry', '{{what}}'),
        reversedWhat: 'the {{kind}} of {{date}}',
        earlierEntry: 'an earlier entry',
        byMethod: ' by {{method}}',
        method: {
          ach: methodLabels.ach,
          debit_card: lower(methodLabels.debit_card),
          check: lower(methodLabels.check),
          money_order: lower(methodLabels.money_order),
        },
        kind: {
          disbursement: lower(ledgerEntryKindLabels.disbursement),
          fee: lower(ledgerEntryKindLabels.fee),
          payment: lower(ledgerEntryKindLabels.payment),
          waiver: lower(ledgerEntryKindLabels.waiver),
          reversal: lower(ledgerEntryKindLabels.reversal),
        },
      },
    },
    pay: {
      title: p.payTitle,
      intro: p.payIntro,
      beforeBenefit: advanceMessages.payBeforeBenefit('{{dueDate}}'),
      formTitle: p.payFormTitle,
      amountLabel: p.amountLabel,
      amountHint: p.amountHint('{{balance}}'),
      dateLabel: p.dateLabel,
      dateHint: p.dateHint('{{dueDate}}'),
      consentTitle: p.consentTitle,
      consentLabel: p.consentLabel,
      /** The consent as stored (always in English); another language shows it translated too. */
      consentText: paymentConsentText({ amount: 0, date: '{{date}}' }).replace('$0', '{{amount}}'),
      /** Shown only in another language, above the English text that is stored. */
      consentStoredInEnglish: 'The authorisation we keep:',
      authorizeButton: p.authorizeButton,
      authorizing: p.authorizing,
      authorizedTitle: p.authorizedTitle,
      authorized: p.authorized,
      authorizeFailedTitle: p.authorizeFailedTitle,
      authorizeFailed: p.authorizeFailed,
      pendingText: p.pendingText('{{amount}}', '{{date}}'),
      withdrawAuthorization: p.withdrawAuthorization,
      withdrawingAuthorization: p.withdrawingAuthorization,
      authorizationWithdrawnTitle: p.authorizationWithdrawnTitle,
      authorizationWithdrawn: p.authorizationWithdrawn,
      withdrawAuthorizationFailedTitle: p.withdrawAuthorizationFailedTitle,
      withdrawAuthorizationFailed: p.withdrawAuthorizationFailed,
      earlierTitle: p.earlierAuthorizationsTitle,
      authorizationLine: p.authorizationLine('{{amount}}', '{{date}}', '{{status}}'),
      authorizationStatus: {
        pending: paymentAuthorizationStatusLabels.pending,
        paid: paymentAuthorizationStatusLabels.paid,
        ended: paymentAuthorizationStatusLabels.ended,
        withdrawn: paymentAuthorizationStatusLabels.withdrawn,
      },
      errors: {
        amountInvalid: advanceMessages.amountInvalid,
        amountTooLarge: advanceMessages.amountTooLarge,
        overpayment: advanceMessages.overpayment(0).replace('$0', '{{balance}}'),
        dateInvalid: advanceMessages.dateInvalid,
        dateBeforeBenefit: advanceMessages.payDateBeforeBenefit('{{dueDate}}'),
        dateTooFar: advanceMessages.payDateTooFar,
        consentRequired: advanceMessages.consentRequired,
      },
    },
    openAdvance: {
      title: p.openAdvanceTitle,
      text: advanceMessages.openAdvanceExists,
      link: p.openAdvanceLink,
    },
    withdraw: {
      button: p.withdrawApplication,
      confirmTitle: p.withdrawConfirmTitle,
      confirmText: advanceMessages.withdrawConfirm,
      confirmButton: p.withdrawConfirmButton,
      keep: p.withdrawKeep,
      withdrawing: p.withdrawing,
      withdrawnTitle: advanceMessages.withdrawnTitle,
      withdrawnText: p.withdrawnText,
      failed: p.withdrawFailed,
    },
    announcements: {
      region: 'Announcements',
      dismiss: announcementMessages.dismiss,
      type: {
        info: 'Info',
        warning: 'Warning',
        urgent: 'Urgent',
        maintenance: 'Maintenance',
      },
    },
  } as const;
}
