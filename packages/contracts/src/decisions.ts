import { z } from 'zod';
import { staffAttachmentCategories } from './attachments';
import { text } from './fields';
import { marketing } from './marketing';

/**
 * Issue 19, fair and clear decisions (Equal Credit Opportunity Act, Regulation B; not legal
 * advice, product rules): a denial names one to four principal reasons from this fixed list; a
 * request for documents names each item and a due date; the 30-day clock runs from the moment
 * an application is complete. Every text a person reads about a decision is here, once.
 */

/** The principal reasons staff choose from (after Regulation B's sample form C-1). */
export const denialReasonCodes = [
  'income_insufficient',
  'identity_unverified',
  'income_unverified',
  'incomplete_application',
  'excessive_obligations',
  'delinquent_with_us',
  'other',
] as const;
export type DenialReasonCode = (typeof denialReasonCodes)[number];

/** `label`: what staff pick from; `plain`: what the applicant reads in the notice and on the card. */
export const denialReasons: Record<DenialReasonCode, { label: string; plain: string }> = {
  income_insufficient: {
    label: 'Income insufficient for the amount requested',
    plain: 'Your income is not enough for the amount you asked for.',
  },
  identity_unverified: {
    label: 'Unable to verify identity',
    plain: 'We could not confirm who you are from the information and documents we have.',
  },
  income_unverified: {
    label: 'Unable to verify income or benefits',
    plain: 'We could not confirm your income or your Social Security benefit.',
  },
  incomplete_application: {
    label: 'Incomplete application',
    plain: 'Your application was not complete: we did not receive the documents we asked for.',
  },
  excessive_obligations: {
    label: 'Excessive obligations in relation to income',
    plain: 'Your regular payments are too high compared with your income.',
  },
  delinquent_with_us: {
    label: 'Delinquent obligation with us',
    plain: 'You have an advance with us that has not been repaid on time.',
  },
  other: { label: 'Other', plain: '' },
};

export const MAX_DENIAL_REASONS = 4;
export const OTHER_REASON_MAX_LENGTH = 200;

/** A reason as stored and returned: `text` is the plain words (for `other`, what staff wrote). */
export const decisionReasonSchema = z.object({
  code: z.enum(denialReasonCodes),
  text: text(),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

export const decisionMessages = {
  reasonsRequired: 'Please choose at least one reason for the denial',
  tooManyReasons: `Please choose at most ${MAX_DENIAL_REASONS} reasons`,
  reasonInvalid: 'Please choose a reason from the list',
  otherReasonRequired: 'Please describe the other reason',
  otherReasonTooLong: `Please keep the other reason under ${OTHER_REASON_MAX_LENGTH} characters`,
  reasonsOnlyForDenial: 'Reasons are given only for a denial',
  documentRequestRequired: 'Please list the documents you need',
  documentRequestOnlyForStatus:
    'A list of documents goes only with Additional Documentation Requested',
  itemsRequired: 'Please add at least one document to request',
  tooManyItems: 'Please request at most 10 documents at a time',
  itemCategoryInvalid: 'Please choose a category',
  itemDescriptionRequired: 'Please describe the document',
  itemDescriptionTooLong: 'Please keep the description under 200 characters',
  dueDateInvalid: 'Please enter a valid due date',
  dueDateNotFuture: 'The due date must be after today',
  dueDateTooFar: 'The due date must be within 90 days',
  noOpenRequest: 'This application has no open document request',
  itemNotFound: 'Document item not found',
  itemAlreadySatisfied: 'This item is already satisfied',
  /** Items are answered, accepted or added only while documents are requested. */
  requestNotActive: 'Documents are no longer requested for this application',
  /** Only the applicant's own upload answers a requested item. */
  /** Review dialog, when the application already asks for documents and keeps asking. */
  keepChecklistHint:
    'Leave the documents empty to keep the current checklist; a new list replaces it and is sent to the applicant.',
  staffCannotAnswerItem: 'Only the applicant’s own upload answers a requested document',
  noteRequired: 'Please write a note',
  noteTooLong: 'Please keep the note under 5000 characters',
} as const;

/** Each item: a category from the spec's attachment categories and what exactly is needed. */
export const documentRequestItemInputSchema = z.object({
  category: z.enum(staffAttachmentCategories, { error: decisionMessages.itemCategoryInvalid }),
  description: text({ error: decisionMessages.itemDescriptionRequired })
    .trim()
    .min(1, { error: decisionMessages.itemDescriptionRequired })
    .max(200, { error: decisionMessages.itemDescriptionTooLong }),
});
export type DocumentRequestItemInput = z.infer<typeof documentRequestItemInputSchema>;

export const MAX_DOCUMENT_REQUEST_ITEMS = 10;
/** DOCUMENT_REQUEST_DAYS's default: the due date staff are offered, days after today. */
export const DOCUMENT_REQUEST_DAYS_DEFAULT = 30;
export const DOCUMENT_REQUEST_MAX_DAYS = 90;
/** Reminder e-mails go this many days before the due date while items are pending. */
export const DOCUMENT_REMINDER_DAYS = [7, 1] as const;

/**
 * `dueDate` YYYY-MM-DD; when left out the server uses today + DOCUMENT_REQUEST_DAYS. "After
 * today" and "within 90 days" are checked by the server against its own clock.
 */
export const documentRequestInputSchema = z.object({
  items: z
    .array(documentRequestItemInputSchema, { error: decisionMessages.itemsRequired })
    .min(1, { error: decisionMessages.itemsRequired })
    .max(MAX_DOCUMENT_REQUEST_ITEMS, { error: decisionMessages.tooManyItems }),
  dueDate: text({ error: decisionMessages.dueDateInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: decisionMessages.dueDateInvalid })
    .optional(),
});
export type DocumentRequestInput = z.infer<typeof documentRequestInputSchema>;

export const documentItemStates = ['pending', 'received', 'satisfied'] as const;
export type DocumentItemState = (typeof documentItemStates)[number];
export const documentItemStateLabels: Record<DocumentItemState, string> = {
  pending: 'Needed',
  received: 'Received',
  satisfied: 'Accepted',
};

export const documentRequestItemSchema = z.object({
  id: text(),
  category: z.enum(staffAttachmentCategories),
  description: text(),
  state: z.enum(documentItemStates),
  /** The document uploaded against it, when there is one. */
  attachmentId: text().nullable(),
  receivedAt: text().nullable(),
  resolvedAt: text().nullable(),
});
export type DocumentRequestItem = z.infer<typeof documentRequestItemSchema>;

/** The application's open request (or the last one, once closed by a decision). */
export const documentRequestSchema = z.object({
  id: text(),
  dueDate: text(),
  createdAt: text(),
  closedAt: text().nullable(),
  /** The due date passed with items pending (only while the request is open). */
  overdue: z.boolean(),
  items: z.array(documentRequestItemSchema),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** Staff: mark an item satisfied, or add one to the open request. */
export const satisfyDocumentItemInputSchema = z.object({
  applicationId: text(),
  itemId: text(),
});
export const addDocumentItemInputSchema = documentRequestItemInputSchema.extend({
  applicationId: text(),
});

/** The 30-day clock (Regulation B: a decision within 30 days of a complete application). */
export const DECISION_DAYS = 30;
/** From this many days the Applications tab marks the row. */
export const CLOCK_WARN_DAYS = 25;
/** The summary card counts decisions due within this many days (days ≥ 30 − 5, overdue too). */
export const DECISION_DUE_SOON_DAYS = 5;

/** Whole days since `completeSince` (ISO), or null when the clock does not run. */
export function clockDays(completeSince: string | null, now: Date): number | null {
  if (!completeSince) return null;
  const ms = now.getTime() - new Date(completeSince).getTime();
  return Math.max(0, Math.floor(ms / 86_400_000));
}

export const clockTexts = {
  column: 'Waiting',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  notRunning: '—',
  warn: (n: number) => `${n} days since complete: decide by day ${DECISION_DAYS}`,
  dueSoonCard: 'Decisions due within 5 days',
  incompleteCard: 'Incomplete',
  incompleteBadge: 'Incomplete',
  incompleteFilter: 'Incomplete only',
  sortNewest: 'Newest first',
  sortWaiting: 'Waiting longest',
} as const;

/** Private staff notes on an application (never in any customer response). */
export const NOTE_MAX_LENGTH = 5000;
export const addApplicationNoteInputSchema = z.object({
  content: text({ error: decisionMessages.noteRequired })
    .trim()
    .min(1, { error: decisionMessages.noteRequired })
    .max(NOTE_MAX_LENGTH, { error: decisionMessages.noteTooLong }),
});
export const applicationNoteSchema = z.object({
  id: text(),
  applicationId: text(),
  authorId: text().nullable(),
  authorName: text(),
  content: text(),
  createdAt: text(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** The creditor named in an adverse-action notice (CREDITOR_NAME, CREDITOR_ADDRESS). */
export const CREDITOR_NAME_DEFAULT = marketing.brandName;
export const CREDITOR_ADDRESS_DEFAULT = '100 Main Street, Suite 200, Springfield, IL 62701';

/**
 * Regulation B §1002.9(b)(1)'s notice; the agency for a creditor no other agency supervises is
 * the Federal Trade Commission (appendix A).
 */
export const ECOA_NOTICE =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the Federal Trade Commission, Consumer Response Center, Washington, DC 20580.';

/** The adverse-action notice: Message Center and e-mail carry the same words. */
export const adverseActionTexts = {
  title: 'Your application decision',
  decision: (amount: string) =>
    `We have carefully reviewed your application for a ${amount} advance. We are sorry, but we cannot approve it at this time.`,
  reasonsIntro: 'The principal reasons for our decision:',
  creditor: (name: string, address: string) => `Creditor: ${name}, ${address}.`,
  help: 'If you have questions about this decision, you can reply to this message or chat with us.',
  cardReasons: 'Reasons for this decision',
} as const;

/** The document request as the applicant reads it (Message Center, e-mail, dashboard). */
export const documentRequestTexts = {
  title: 'We need documents to continue',
  intro: (dueDate: string) =>
    `To continue with your application we need the documents below by ${dueDate}:`,
  howTo:
    'Open your dashboard and use the Upload button next to each item. You can also reply to this message with the document attached.',
  reminderTitle: (days: number) =>
    days === 1 ? 'Documents due tomorrow' : `Documents due in ${days} days`,
  reminderIntro: (dueDate: string) =>
    `We are still waiting for some documents for your application. Please upload them by ${dueDate}:`,
  checklistHeading: 'Documents we need',
  dueBy: (dueDate: string) => `Due by ${dueDate}`,
  overdue: 'The due date has passed. Please upload the documents as soon as you can.',
  upload: (description: string) => `Upload ${description}`,
  allReceived: 'Thank you: we have everything we asked for and will review your application.',
} as const;

/** E-mail about chat (a staff message still unread after 2 minutes), batched per conversation. */
export const CHAT_EMAIL_DELAY_MS = 2 * 60_000;
export const CHAT_EMAIL_MIN_GAP_MS = 15 * 60_000;

/** The customer's e-mail settings (legal notices always go). */
export const emailPreferencesSchema = z.object({ chatEmails: z.boolean() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferenceTexts = {
  heading: 'E-mail',
  chatEmails: 'E-mail me when support sends a chat message I have not read',
  chatEmailsHint:
    'Decisions, document requests and notices about your advance are always sent by e-mail.',
  saved: 'E-mail settings saved',
} as const;
