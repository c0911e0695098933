import {
  DEFAULT_LOCALE,
  type DocumentRequestItemInput,
  formatAttachmentCategory,
  type Locale,
  translatorFor,
} from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailDate } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

export interface DocumentRequestFacts {
  firstName: string | null;
  dueDate: string;
  items: DocumentRequestItemInput[];
  dashboardUrl: string;
  /** Issue 20: the customer's language; English when not known. */
  locale?: Locale | undefined;
}

/**
 * "Bank statement: last two months" — the category, then what exactly is needed. The
 * category is said in the reader's language; the description is what staff wrote.
 */
export const documentItemLine = (item: DocumentRequestItemInput, locale: Locale = DEFAULT_LOCALE) =>
  `${
    locale === 'en'
      ? formatAttachmentCategory(item.category)
      : translatorFor(locale, 'mail')(`documentRequest.categories.${item.category}`)
  }: ${item.description}`;

/** The request as the applicant reads it: each item, the due date, how to send them. */
export function documentRequestContent(facts: DocumentRequestFacts): MailContent {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  const intro = t('documentRequest.intro', { dueDate: mailDate(locale, facts.dueDate) });
  return {
    preview: intro,
    greeting: mailGreeting(locale, facts.firstName),
    blocks: [
      paragraph(intro),
      list(facts.items.map((item) => documentItemLine(item, locale))),
      paragraph(t('documentRequest.howTo')),
    ],
    action: { label: t('layout.dashboardAction'), url: facts.dashboardUrl },
  };
}

export const documentRequestMail = (facts: DocumentRequestFacts): Promise<RenderedMail> => {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  return renderMail(
    translatorFor(locale, 'mail')('documentRequest.title'),
    documentRequestContent(facts),
    locale,
  );
};
