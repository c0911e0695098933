import { type ReviewApplicationInput, reviewApplicationInputSchema } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the review dialog's form holds; the message is typed only when the box is ticked. */
export interface ReviewFormValues {
  status: string;
  reviewNotes: string;
  sendMessage: boolean;
  message: { title: string; content: string };
}

export const emptyReviewForm: ReviewFormValues = {
  status: '',
  reviewNotes: '',
  sendMessage: false,
  message: { title: '', content: '' },
};

/** The form as the API's review input: no message unless asked for, blank notes as none. */
export function toReviewInput(values: ReviewFormValues) {
  return {
    status: values.status,
    reviewNotes: values.reviewNotes.trim() === '' ? null : values.reviewNotes,
    message: values.sendMessage ? values.message : null,
  };
}

/**
 * Validates with the contracts schema the server uses, so the rules and texts ("Please
 * select a decision", a message needs title and content) exist once. The field names match
 * the schema's paths (status, message.title...), so each error lands under its field.
 */
export function reviewFormResolver(): Resolver<ReviewFormValues, unknown, ReviewApplicationInput> {
  const validate = zodResolver(reviewApplicationInputSchema);
  return (values, context, options) =>
    validate(toReviewInput(values), context, options as never) as ReturnType<
      Resolver<ReviewFormValues, unknown, ReviewApplicationInput>
    >;
}
