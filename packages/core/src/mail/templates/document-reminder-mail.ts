import { decisionMailTexts, documentRequestTexts } from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

export interface DocumentReminderFacts {
  firstName: string | null;
  /** Days left until the due date (7 … 1). */
  days: number;
  dueDate: string;
  /** The pending items, one line each ("Category: description"). */
  items: string[];
  dashboardUrl: string;
}

/** Issue 19: what is still needed, by when, and how to send it. */
export function documentReminderContent(facts: DocumentReminderFacts): MailContent {
  return {
    preview: documentRequestTexts.reminderIntro(facts.dueDate),
    greeting: decisionMailTexts.greeting(facts.firstName),
    blocks: [
      paragraph(documentRequestTexts.reminderIntro(facts.dueDate)),
      list(facts.items),
      paragraph(documentRequestTexts.howTo),
    ],
    action: { label: decisionMailTexts.dashboardAction, url: facts.dashboardUrl },
  };
}

export const documentReminderMail = (facts: DocumentReminderFacts): Promise<RenderedMail> =>
  renderMail(documentRequestTexts.reminderTitle(facts.days), documentReminderContent(facts));
