import { DEFAULT_LOCALE, type Locale, translatorFor } from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailDate } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

export interface DocumentReminderFacts {
  firstName: string | null;
  /** Days left until the due date (7 … 1). */
  days: number;
  dueDate: string;
  /** The pending items, one line each ("Category: description"). */
  items: string[];
  dashboardUrl: string;
  /** Issue 20: the customer's language; English when not known. */
  locale?: Locale;
}

/** Issue 19: what is still needed, by when, and how to send it. */
export function documentReminderContent(facts: DocumentReminderFacts): MailContent {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  const intro = t('documentReminder.reminderIntro', {
    dueDate: mailDate(locale, facts.dueDate),
  });
  return {
    preview: intro,
    greeting: mailGreeting(locale, facts.firstName),
    blocks: [paragraph(intro), list(facts.items), paragraph(t('documentReminder.howTo'))],
    action: { label: t('layout.dashboardAction'), url: facts.dashboardUrl },
  };
}

export const documentReminderMail = (facts: DocumentReminderFacts): Promise<RenderedMail> => {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  return renderMail(
    t('documentReminder.reminderTitle', { count: facts.days }),
    documentReminderContent(facts),
    locale,
  );
};
