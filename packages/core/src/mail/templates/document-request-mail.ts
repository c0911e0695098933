import {
  type DocumentRequestItemInput,
  decisionMailTexts,
  documentRequestTexts,
  formatAttachmentCategory,
} from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

export interface DocumentRequestFacts {
  firstName: string | null;
  dueDate: string;
  items: DocumentRequestItemInput[];
  dashboardUrl: string;
}

/** "Bank statement: last two months" — the category, then what exactly is needed. */
export const documentItemLine = (item: DocumentRequestItemInput) =>
  `${formatAttachmentCategory(item.category)}: ${item.description}`;

/** The request as the applicant reads it: each item, the due date, how to send them. */
export function documentRequestContent(facts: DocumentRequestFacts): MailContent {
  return {
    preview: documentRequestTexts.intro(facts.dueDate),
    greeting: decisionMailTexts.greeting(facts.firstName),
    blocks: [
      paragraph(documentRequestTexts.intro(facts.dueDate)),
      list(facts.items.map(documentItemLine)),
      paragraph(documentRequestTexts.howTo),
    ],
    action: { label: decisionMailTexts.dashboardAction, url: facts.dashboardUrl },
  };
}

export const documentRequestMail = (facts: DocumentRequestFacts): Promise<RenderedMail> =>
  renderMail(documentRequestTexts.title, documentRequestContent(facts));
