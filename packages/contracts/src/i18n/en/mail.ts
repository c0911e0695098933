import { accountMessages, securityNoticeMessages, securityNoticeTexts } from '../../account';
import { advanceNoticeTexts, benefitProtectionText, howToPayText } from '../../advance-notices';
import { customerStatusText } from '../../applications';
import { formatAttachmentCategory } from '../../attachments';
import { decisionMailTexts } from '../../decision-mails';
import {
  adverseActionTexts,
  denialReasons,
  documentRequestTexts,
  ECOA_NOTICE,
} from '../../decisions';
import { marketing } from '../../marketing';
import { applicationMessages, benefitsNoticeMessages } from '../../messages';
import { chatEmailTexts } from '../../staff-notes';

/*
 * Customer e-mails, and the notices the system writes into a customer's Message Center
 * (core mail/templates/message-center-notices.ts), in the customer's language (users.locale),
 * so the two always say the same words. The English is the existing
 * contracts texts; function messages become templates by being called with placeholders.
 * `reminderTitle_one/_other` are i18next plural forms chosen by `count`.
 *
 * The advance notices' and the disclosure lines' English is written by their contracts
 * functions (advance-notices.ts, decision-mails.ts), which the English e-mails still call;
 * their keys here are those sentences as templates, for the Spanish catalog to follow
 * (a test in core checks they rebuild the contracts English word for word).
 */
export const mail = /* @__PURE__ */ englishMail();

/**
 * Built in a function, called once above: a bundle that never reads this namespace (the web
 * app's) drops the pure call, and with it every read of the texts' modules and their zod
 * schemas; left at the top level, those reads kept the modules in the landing page's load.
 */
function englishMail() {
  return {
    layout: {
      brand: marketing.brandName,
      notice: benefitsNoticeMessages.notice,
      greeting: decisionMailTexts.greeting('{{firstName}}'),
      greetingNoName: decisionMailTexts.greeting(null),
      dashboardAction: decisionMailTexts.dashboardAction,
    },
    chat: {
      subject: chatEmailTexts.subject,
      preview: chatEmailTexts.preview,
      body: chatEmailTexts.body,
      action: chatEmailTexts.action,
      settings: chatEmailTexts.settings,
    },
    documentReminder: {
      reminderTitle_one: documentRequestTexts.reminderTitle(1),
      reminderTitle_other: documentRequestTexts
        .reminderTitle(Number.NaN)
        .replace('NaN', '{{count}}'),
      reminderIntro: documentRequestTexts.reminderIntro('{{dueDate}}'),
      howTo: documentRequestTexts.howTo,
    },
    passwordReset: {
      subject: `Reset your ${marketing.brandName} password`,
      preview: 'Open the link within 1 hour to choose a new password.',
      requested: 'We received a request to reset the password of your account.',
      openWithin: 'Open this link within 1 hour to choose a new password:',
      action: 'Reset your password',
      smallPrint:
        'The link works once. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    },
    security: {
      notices: {
        password_changed: securityNoticeMessages.password_changed,
        passkey_added: securityNoticeMessages.passkey_added,
        second_factor_reset: securityNoticeMessages.second_factor_reset,
        new_device_sign_in: securityNoticeMessages.new_device_sign_in,
        second_factor_added: securityNoticeMessages.second_factor_added,
        second_factor_failures: securityNoticeMessages.second_factor_failures,
      },
      whenLabel: securityNoticeTexts.whenLabel,
      deviceLabel: securityNoticeTexts.deviceLabel,
      placeLabel: securityNoticeTexts.placeLabel,
      addressLabel: securityNoticeTexts.addressLabel,
      notYou: securityNoticeTexts.notYou,
      device: accountMessages.deviceDescription('{{browser}}', '{{os}}'),
      devices: accountMessages.devices,
      unknownBrowser: accountMessages.unknownBrowser,
      unknownOs: accountMessages.unknownOs,
    },
    status: {
      title: decisionMailTexts.statusTitle('{{badge}}'),
      badges: {
        submitted: customerStatusText('Submitted').badge,
        waitingApproval: customerStatusText('Waiting approval').badge,
        documentsRequested: customerStatusText('Additional Documentation Requested').badge,
        approved: customerStatusText('Approved').badge,
        denied: customerStatusText('Denied').badge,
        withdrawn: customerStatusText('Withdrawn').badge,
      },
      texts: {
        pending: applicationMessages.statusPending,
        documentsNeeded: applicationMessages.statusDocumentsNeeded,
        approved: applicationMessages.statusApproved,
        rejected: applicationMessages.statusRejected,
        withdrawn: applicationMessages.statusWithdrawn,
      },
      approvedTitle: decisionMailTexts.approvedTitle,
      approvedFiguresIntro: decisionMailTexts.approvedFiguresIntro,
      approvedNext: decisionMailTexts.approvedNext,
      dueDate: 'Due date: {{date}}',
    },
    adverseAction: {
      title: adverseActionTexts.title,
      decision: adverseActionTexts.decision('{{amount}}'),
      reasonsIntro: adverseActionTexts.reasonsIntro,
      reasons: {
        income_insufficient: denialReasons.income_insufficient.plain,
        identity_unverified: denialReasons.identity_unverified.plain,
        income_unverified: denialReasons.income_unverified.plain,
        incomplete_application: denialReasons.incomplete_application.plain,
        excessive_obligations: denialReasons.excessive_obligations.plain,
        delinquent_with_us: denialReasons.delinquent_with_us.plain,
      },
      creditor: adverseActionTexts.creditor('{{name}}', '{{address}}'),
      help: adverseActionTexts.help,
      ecoaNotice: ECOA_NOTICE,
    },
    documentRequest: {
      title: documentRequestTexts.title,
      intro: documentRequestTexts.intro('{{dueDate}}'),
      howTo: documentRequestTexts.howTo,
      categories: {
        identity: formatAttachmentCategory('identity'),
        income: formatAttachmentCategory('income'),
        benefits: formatAttachmentCategory('benefits'),
        financial: formatAttachmentCategory('financial'),
        other: formatAttachmentCategory('other'),
      },
    },
    advance: {
      dashboardHint: advanceNoticeTexts.dashboardHint,
      benefitProtection: benefitProtectionText,
      howToPay: howToPayText('{{dueDate}}'),
      today: 'today',
      disclosure: {
        amountFinanced: 'Amount financed (sent to you): {{amount}}',
        financeCharge: 'Finance charge (fee): {{amount}}',
        totalOfPayments: 'Total of payments: {{amount}}',
        apr: 'Annual percentage rate (APR): {{apr}}',
        sentOn: 'Sent on: {{date}}',
        dueDate: 'Due date (your benefit date): {{date}}',
        term: 'Term: {{days}} days',
      },
      funded: {
        title: 'Your advance of {{amount}} has been sent',
        sent: 'We sent {{amount}} to you on {{date}}. These are the final figures of your advance, for the day it was sent:',
        due: '{{amount}} is due on {{dueDate}}. We will remind you a few days before.',
      },
      paymentNotice: {
        title: '{{amount}} is due on {{dueDate}}',
        body: 'Your advance payment of {{amount}} is due on {{dueDate}}, your benefit date.',
      },
      paymentReceipt: {
        title: 'Payment received: {{amount}}',
        received: 'We received your payment of {{amount}} on {{date}}. Thank you.',
        totals: 'Paid so far: {{paid}}. Left to pay: {{balance}}.',
      },
      repaid: {
        title: 'Your advance is repaid',
        body: 'Your advance is fully repaid: {{paid}} paid, nothing left to pay. Thank you.',
        again: 'You can apply for a new advance whenever you need one.',
      },
      authorizationEnded: {
        balanceChangedTitle: 'Your payment authorisation has ended',
        failedTitle: 'Your payment could not be collected',
        balanceChanged:
          'The payment of {{amount}} you authorised for {{date}} will not be collected: what you owe changed and is now {{balance}}, less than that payment.',
        payRest:
          'To pay the {{balance}} left, authorise a new payment from your dashboard, or contact us.',
        failed:
          'We tried twice to collect the payment of {{amount}} you authorised for {{date}}, and both attempts failed. That authorisation has ended: we will not try again.',
        failedNoFigures:
          'We tried twice to collect the payment you authorised, and both attempts failed. That authorisation has ended: we will not try again.',
        leftToPay:
          'Left to pay: {{balance}}. To pay, authorise a new payment from your dashboard when the money is in your account, or contact us.',
      },
      cancelled: {
        title: 'Your advance was cancelled',
        body: 'Your advance was cancelled before any money was sent, so you owe nothing.',
        reason: 'Reason: {{reason}}',
        again: 'You can apply again whenever you need to.',
      },
    },
  } as const;
}
