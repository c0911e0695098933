import {
  type AdvanceNoticeFacts,
  type AdvanceNoticeKind,
  type ApplicationStatus,
  adverseActionTexts,
  customerStatusText,
  type DecisionReason,
  type DocumentRequestItemInput,
  decisionMailTexts,
  documentRequestTexts,
  ECOA_NOTICE,
  formatUsd,
  type Locale,
  translatorFor,
} from '@advance/contracts';
import { advanceNoticeIn } from './advance-notice-mail';
import { reasonText } from './adverse-action-mail';
import { documentItemLine } from './document-request-mail';
import { mailDate, mailMoney } from './mail-locale';
import { statusTextsIn } from './status-change-mail';

/*
 * Issue 20: the notices the system writes into a customer's Message Center, in the language of
 * their account at the time (the stored row is what they read later). English is the spec's
 * text, word for word as before; other languages take the same words as the customer's
 * e-mails from the `mail` catalog. Pass the locale from `mailLocaleOf` (staff: English).
 */

/** A Message Center message's stored words. */
export interface MessageCenterNotice {
  title: string;
  content: string;
}

const lines = (...parts: string[]) => parts.join('\n');

/** The adverse-action notice: the same words as the e-mail (Regulation B §1002.9). */
export function adverseActionNotice(
  locale: Locale,
  facts: {
    amount: number;
    reasons: DecisionReason[];
    creditorName: string;
    creditorAddress: string;
  },
): MessageCenterNotice {
  if (locale === 'en')
    return {
      title: adverseActionTexts.title,
      content: lines(
        adverseActionTexts.decision(formatUsd(facts.amount)),
        '',
        adverseActionTexts.reasonsIntro,
        ...facts.reasons.map((reason) => `- ${reason.text}`),
        '',
        adverseActionTexts.creditor(facts.creditorName, facts.creditorAddress),
        '',
        adverseActionTexts.help,
        '',
        ECOA_NOTICE,
      ),
    };
  const t = translatorFor(locale, 'mail');
  return {
    title: t('adverseAction.title'),
    content: lines(
      t('adverseAction.decision', { amount: mailMoney(locale, facts.amount) }),
      '',
      t('adverseAction.reasonsIntro'),
      ...facts.reasons.map((reason) => `- ${reasonText(locale, reason)}`),
      '',
      t('adverseAction.creditor', { name: facts.creditorName, address: facts.creditorAddress }),
      '',
      t('adverseAction.help'),
      '',
      t('adverseAction.ecoaNotice'),
    ),
  };
}

/** The document request: what is needed (each category in the reader's words), by when, how. */
export function documentRequestNotice(
  locale: Locale,
  facts: { dueDate: string; items: DocumentRequestItemInput[] },
): MessageCenterNotice {
  const items = facts.items.map((item) => `- ${documentItemLine(item, locale)}`);
  if (locale === 'en')
    return {
      title: documentRequestTexts.title,
      content: lines(
        documentRequestTexts.intro(facts.dueDate),
        ...items,
        '',
        documentRequestTexts.howTo,
      ),
    };
  const t = translatorFor(locale, 'mail');
  return {
    title: t('documentRequest.title'),
    content: lines(
      t('documentRequest.intro', { dueDate: mailDate(locale, facts.dueDate) }),
      ...items,
      '',
      t('documentRequest.howTo'),
    ),
  };
}

/** A reminder of the documents still pending; `items` are already lines in the reader's words. */
export function documentReminderNotice(
  locale: Locale,
  facts: { days: number; dueDate: string; items: string[] },
): MessageCenterNotice {
  const items = facts.items.map((line) => `- ${line}`);
  if (locale === 'en')
    return {
      title: documentRequestTexts.reminderTitle(facts.days),
      content: lines(
        documentRequestTexts.reminderIntro(facts.dueDate),
        ...items,
        '',
        documentRequestTexts.howTo,
      ),
    };
  const t = translatorFor(locale, 'mail');
  return {
    title: t('documentReminder.reminderTitle', { count: facts.days }),
    content: lines(
      t('documentReminder.reminderIntro', { dueDate: mailDate(locale, facts.dueDate) }),
      ...items,
      '',
      t('documentReminder.howTo'),
    ),
  };
}

/** The generic message of a status change: its badge as the title, the status's text. */
export function statusNotice(locale: Locale, status: ApplicationStatus): MessageCenterNotice {
  if (locale === 'en') {
    const { badge, text } = customerStatusText(status);
    return { title: decisionMailTexts.statusTitle(badge), content: text };
  }
  const { title, text } = statusTextsIn(locale, status);
  return { title, content: text };
}

/** An advance notice (funded, payment receipt, repaid, cancelled ...): the e-mail's words. */
export function advanceNotice(
  locale: Locale,
  kind: AdvanceNoticeKind,
  facts: AdvanceNoticeFacts,
): MessageCenterNotice {
  const { title, body } = advanceNoticeIn(locale, kind, facts);
  return { title, content: body };
}
