import { attachmentMessages, uploadRefusalMessage } from '@advance/contracts';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { UploadError } from '../../lib/upload-with-progress';
import type { UploadFailure } from './upload-flow';

/** Customers upload from the dashboard, staff from Application Details: the texts differ. */
export type UploadAudience = 'customer' | 'staff';

export interface UploadFeedback {
  title: string;
  description: string;
}

export type ReportableFailure = Exclude<UploadFailure, { kind: 'cancelled' }>;

/** The spec's texts for each way an upload can fail (part 8). */
export function failureFeedback(
  audience: UploadAudience,
  failure: ReportableFailure,
): UploadFeedback {
  const title = attachmentMessages.uploadErrorTitle;
  switch (failure.kind) {
    case 'too_large':
      return {
        title: attachmentMessages.fileTooLargeTitle,
        description: attachmentMessages.fileTooLarge,
      };
    case 'prepare_failed':
      return { title, description: attachmentMessages.prepareFailed };
    case 'no_upload_url':
      return { title, description: attachmentMessages.noUploadUrlFromServer };
    case 'transfer_failed':
      return transferFeedback(failure.error);
    case 'no_object_path':
      return { title, description: attachmentMessages.noUploadUrlFromFileUpload };
    case 'attach_failed':
      return audience === 'staff'
        ? { title: attachmentMessages.saveFailedTitle, description: attachmentMessages.saveFailed }
        : { title, description: serverMessage(failure.error, attachmentMessages.uploadFailed) };
  }
}

export function successFeedback(audience: UploadAudience): UploadFeedback {
  return {
    title:
      audience === 'staff'
        ? attachmentMessages.adminUploadSuccessTitle
        : attachmentMessages.uploadSuccessTitle,
    description: attachmentMessages.uploadSuccess,
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

/**
 * Issue 20: a refused transfer reads as a sentence, never as "Upload failed: 415 …"; a
 * file refused for its size keeps the spec's "File too large" title.
 */
function transferFeedback(error: unknown): UploadFeedback {
  if (!(error instanceof UploadError)) {
    return {
      title: attachmentMessages.uploadErrorTitle,
      description: attachmentMessages.uploadFailed,
    };
  }
  const description = uploadRefusalMessage(error.status, error.message);
  const title =
    error.status === 413
      ? attachmentMessages.fileTooLargeTitle
      : attachmentMessages.uploadErrorTitle;
  return { title, description };
}
