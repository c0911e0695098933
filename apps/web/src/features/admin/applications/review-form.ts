import {
  type Application,
  DOCUMENT_REQUEST_DAYS_DEFAULT,
  dueDateAfter,
  type ReviewApplicationInput,
  reviewApplicationInputSchema,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export interface DocumentItemValues {
  category: string;
  description: string;
}

/**
 * What the review dialog's form holds; the message is typed only when the box is ticked.
 * Issue 19: a denial's reasons (codes) and a document request, named as the schema's paths so
 * each error lands under its field; each is sent only with its status.
 */
export interface ReviewFormValues {
  status: string;
  reviewNotes: string;
  sendMessage: boolean;
  message: { title: string; content: string };
  reasons: string[];
  otherReason: string;
  documentRequest: { items: DocumentItemValues[]; dueDate: string };
}

export const emptyDocumentItem: DocumentItemValues = { category: '', description: '' };

export const emptyReviewForm: ReviewFormValues = {
  status: '',
  reviewNotes: '',
  sendMessage: false,
  message: { title: '', content: '' },
  reasons: [],
  otherReason: '',
  documentRequest: { items: [emptyDocumentItem], dueDate: '' },
};

/**
 * The form's starting values for an application: the due date offered is today +
 * DOCUMENT_REQUEST_DAYS_DEFAULT, and an application past its document due date is denied as
 * incomplete, so that reason comes ticked.
 */
export function reviewFormDefaults(
  application: Pick<Application, 'documentsDueOn'>,
  now: Date,
): ReviewFormValues {
  const today = now.toISOString().slice(0, 10);
  const overdue = application.documentsDueOn !== null && application.documentsDueOn < today;
  return {
    ...emptyReviewForm,
    reasons: overdue ? ['incomplete_application'] : [],
    documentRequest: {
      items: [{ ...emptyDocumentItem }],
      dueDate: dueDateAfter(DOCUMENT_REQUEST_DAYS_DEFAULT, now),
    },
  };
}

const is = (status: string, name: string) => status.trim().toLowerCase() === name.toLowerCase();

const ADR = 'Additional Documentation Requested';

/** Staff keep asking for documents: the items editor is optional (empty keeps the checklist). */
export const keepsDocumentRequest = (currentStatus: string, status: string) =>
  is(currentStatus, ADR) && is(status, ADR);

const isBlankEditor = (items: DocumentItemValues[]) =>
  items.every((item) => !item.category && !item.description.trim());

/**
 * The form as the API's review input: no message unless asked for, blank notes as none. When
 * the application is already in ADR and stays there, an untouched items editor sends no list,
 * so the open checklist is kept.
 */
export function toReviewInput(values: ReviewFormValues, currentStatus = '') {
  const denied = is(values.status, 'Denied');
  const keeps =
    keepsDocumentRequest(currentStatus, values.status) &&
    isBlankEditor(values.documentRequest.items);
  const asksDocuments = is(values.status, ADR) && !keeps;
  // A single ticked checkbox may arrive as a string rather than an array.
  const reasons = ([] as string[]).concat(values.reasons ?? []).filter(Boolean);
  return {
    status: values.status,
    reviewNotes: values.reviewNotes.trim() === '' ? null : values.reviewNotes,
    message: values.sendMessage ? values.message : null,
    reasons: denied ? reasons : null,
    otherReason: denied && reasons.includes('other') ? values.otherReason : null,
    documentRequest: asksDocuments
      ? {
          items: values.documentRequest.items,
          dueDate: values.documentRequest.dueDate || undefined,
        }
      : null,
  };
}

/**
 * Validates with the contracts schema the server uses, so the rules and texts ("Please
 * select a decision", a message needs title and content) exist once. The field names match
 * the schema's paths (status, message.title...), so each error lands under its field.
 */
export function reviewFormResolver(
  currentStatus = '',
): Resolver<ReviewFormValues, unknown, ReviewApplicationInput> {
  const validate = zodResolver(reviewApplicationInputSchema);
  return (values, context, options) =>
    validate(
      toReviewInput(values, currentStatus) as never,
      context,
      options as never,
    ) as ReturnType<Resolver<ReviewFormValues, unknown, ReviewApplicationInput>>;
}
