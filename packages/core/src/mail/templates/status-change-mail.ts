import {
  type ApplicationStatus,
  approvalFigureLines,
  DEFAULT_LOCALE,
  formatApr,
  type Locale,
  translatorFor,
} from '@advance/contracts';
import { list, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailDate, mailMoney } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

interface Recipient {
  firstName: string | null;
  dashboardUrl: string;
  /** Issue 20: the customer's language; English when not known. */
  locale?: Locale | undefined;
}

/** Each status's badge and explanatory text in the mail catalog (customerStatusText's). */
const statusKeys: Record<ApplicationStatus, { badge: string; text: string }> = {
  Submitted: { badge: 'submitted', text: 'pending' },
  'Waiting approval': { badge: 'waitingApproval', text: 'pending' },
  'Additional Documentation Requested': { badge: 'documentsRequested', text: 'documentsNeeded' },
  Approved: { badge: 'approved', text: 'approved' },
  Denied: { badge: 'denied', text: 'rejected' },
  Withdrawn: { badge: 'withdrawn', text: 'withdrawn' },
};

/** A status's title ("Application update: <badge>") and explanatory text in the catalog's words. */
export function statusTextsIn(locale: Locale, status: ApplicationStatus) {
  const t = translatorFor(locale, 'mail');
  const keys = statusKeys[status];
  return {
    title: t('status.title', { badge: t(`status.badges.${keys.badge}`) }),
    text: t(`status.texts.${keys.text}`),
  };
}

/** Submitted / Waiting approval: the spec's explanatory text for the new status. */
export function statusChangeMail(status: ApplicationStatus, to: Recipient): Promise<RenderedMail> {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  const { title, text } = statusTextsIn(locale, status);
  return renderMail(
    title,
    {
      preview: text,
      greeting: mailGreeting(locale, to.firstName),
      blocks: [paragraph(text)],
      action: { label: t('layout.dashboardAction'), url: to.dashboardUrl },
    },
    locale,
  );
}

type ApprovalFigures = Parameters<typeof approvalFigureLines>[0];

/**
 * The Truth-in-Lending figures as lines: in English the contracts' own lines (the words the
 * dashboard shows); in another language the same labels from the mail catalog, with money and
 * dates written for it.
 */
export function approvalFigureLinesIn(locale: Locale, f: ApprovalFigures): string[] {
  if (locale === 'en') return approvalFigureLines(f);
  const t = translatorFor(locale, 'mail');
  const money = (amount: number) => mailMoney(locale, amount);
  return [
    t('advance.disclosure.amountFinanced', { amount: money(f.amountFinanced) }),
    t('advance.disclosure.financeCharge', { amount: money(f.financeCharge) }),
    t('advance.disclosure.apr', { apr: formatApr(f.apr) }),
    t('advance.disclosure.totalOfPayments', { amount: money(f.totalOfPayments) }),
    t('status.dueDate', { date: mailDate(locale, f.dueDate) }),
  ];
}

/** Approved: the decision and the advance's disclosure figures (dollars). */
export function approvalMail(to: Recipient, figures: ApprovalFigures): Promise<RenderedMail> {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  return renderMail(
    t('status.approvedTitle'),
    {
      preview: t('status.texts.approved'),
      greeting: mailGreeting(locale, to.firstName),
      blocks: [
        paragraph(t('status.texts.approved')),
        paragraph(t('status.approvedFiguresIntro')),
        list(approvalFigureLinesIn(locale, figures)),
        paragraph(t('status.approvedNext')),
      ],
      action: { label: t('layout.dashboardAction'), url: to.dashboardUrl },
    },
    locale,
  );
}
