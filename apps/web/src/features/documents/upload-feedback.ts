import { attachmentMessages, uploadRefusalMessage } from '@advance/contracts';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { UploadError } from '../../lib/upload-with-progress';
import { type DocumentsT, englishDocuments } from './texts';
import type { UploadFailure } from './upload-flow';

/** Customers upload from the dashboard, staff from Application Details: the texts differ. */
export type UploadAudience = 'customer' | 'staff';

export interface UploadFeedback {
  title: string;
  description: string;
}

export type ReportableFailure = Exclude<UploadFailure, { kind: 'cancelled' }>;

/**
 * The spec's texts for each way an upload can fail (part 8), read with `t`: the customer's
 * language on the dashboard, English (the default) for staff.
 */
export function failureFeedback(
  audience: UploadAudience,
  failure: ReportableFailure,
  t: DocumentsT = englishDocuments(),
): UploadFeedback {
  const title = t('feedback.uploadErrorTitle');
  switch (failure.kind) {
    case 'too_large':
      return { title: t('feedback.fileTooLargeTitle'), description: t('feedback.fileTooLarge') };
    case 'prepare_failed':
      return { title, description: t('feedback.prepareFailed') };
    case 'no_upload_url':
      return { title, description: t('feedback.noUploadUrlFromServer') };
    case 'transfer_failed':
      return transferFeedback(failure.error, t);
    case 'no_object_path':
      return { title, description: t('feedback.noUploadUrlFromFileUpload') };
    case 'attach_failed':
      return audience === 'staff'
        ? { title: t('feedback.saveFailedTitle'), description: t('feedback.saveFailed') }
        : {
            title,
            description: translateRefusal(
              serverMessage(failure.error, attachmentMessages.uploadFailed),
              t,
            ),
          };
  }
}

export function successFeedback(
  audience: UploadAudience,
  t: DocumentsT = englishDocuments(),
): UploadFeedback {
  return {
    title:
      audience === 'staff'
        ? t('feedback.adminUploadSuccessTitle')
        : t('feedback.uploadSuccessTitle'),
    description: t('feedback.uploadSuccess'),
  };
}

/** A 401 at any step means the session is gone: the app's sign-in redirect takes over. */
export function isUnauthorized(failure: UploadFailure): boolean {
  switch (failure.kind) {
    case 'prepare_failed':
    case 'attach_failed':
      return httpStatusOf(failure.error) === 401;
    case 'transfer_failed':
      return failure.error instanceof UploadError && failure.error.status === 401;
    default:
      return false;
  }
}

/** The server's refusals a person can act on, by their (English) words. */
const refusalKeys = {
  [attachmentMessages.fileTooLarge]: 'feedback.fileTooLarge',
  [attachmentMessages.tooLarge]: 'feedback.tooLarge',
  [attachmentMessages.emptyFile]: 'feedback.emptyFile',
  [attachmentMessages.typeNotAllowed]: 'feedback.typeNotAllowed',
  [attachmentMessages.uploadLinkInvalid]: 'feedback.uploadLinkInvalid',
  [attachmentMessages.uploadLinkExpired]: 'feedback.uploadLinkExpired',
  [attachmentMessages.objectNotFound]: 'feedback.objectNotFound',
  [attachmentMessages.uploadFailed]: 'feedback.uploadFailed',
} as const;

/** A known server text in the reader's language; anything else as the server wrote it. */
function translateRefusal(text: string, t: DocumentsT): string {
  const key = (refusalKeys as Record<string, (typeof refusalKeys)[keyof typeof refusalKeys]>)[text];
  return key ? t(key) : text;
}

/**
 * Issue 20: a refused transfer reads as a sentence, never as "Upload failed: 415 …"; a
 * file refused for its size keeps the spec's "File too large" title.
 */
function transferFeedback(error: unknown, t: DocumentsT): UploadFeedback {
  if (!(error instanceof UploadError)) {
    return { title: t('feedback.uploadErrorTitle'), description: t('feedback.uploadFailed') };
  }
  const description = translateRefusal(uploadRefusalMessage(error.status, error.message), t);
  const title =
    error.status === 413 ? t('feedback.fileTooLargeTitle') : t('feedback.uploadErrorTitle');
  return { title, description };
}
