import { attachmentMessages } from '@advance/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { UploadError } from '../../lib/upload-with-progress';
import { failureFeedback, isUnauthorized, successFeedback } from './upload-feedback';

const serverError = (message: string, httpStatus: number) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus } } });

describe('failureFeedback', () => {
  it('uses the spec texts for setup and transfer failures', () => {
    expect(failureFeedback('customer', { kind: 'too_large' })).toEqual({
      title: 'File too large',
      description: 'The file size exceeds the maximum allowed (10 MB).',
    });
    expect(failureFeedback('staff', { kind: 'prepare_failed', error: new Error('x') })).toEqual({
      title: 'Upload Error',
      description: 'Failed to prepare file upload. Please try again.',
    });
    expect(failureFeedback('customer', { kind: 'no_upload_url' }).description).toBe(
      'No upload URL received from server',
    );
    expect(failureFeedback('customer', { kind: 'no_object_path' }).description).toBe(
      'No upload URL received from file upload',
    );
  });

  it('tells a refused transfer in a sentence, never by its status number', () => {
    const transfer = (status: number | null, text: string) =>
      failureFeedback('customer', {
        kind: 'transfer_failed',
        error: new UploadError(status, text),
      });
    expect(transfer(413, attachmentMessages.tooLarge)).toEqual({
      title: attachmentMessages.fileTooLargeTitle,
      description: attachmentMessages.fileTooLarge,
    });
    expect(transfer(415, 'Unsupported Media Type')).toEqual({
      title: 'Upload Error',
      description: attachmentMessages.typeNotAllowed,
    });
    expect(transfer(410, attachmentMessages.uploadLinkExpired).description).toBe(
      attachmentMessages.uploadLinkExpired,
    );
    expect(transfer(500, 'Internal Server Error').description).toBe(
      'Failed to upload file. Please try again.',
    );
    expect(transfer(null, '').description).toBe('Failed to upload file. Please try again.');
    for (const status of [400, 403, 411, 413, 415, 422, 500, 502]) {
      expect(transfer(status, `${status} refused`).description).not.toMatch(/\d{3}/);
    }
  });

  it("shows customers the server's reason for a failed attach, staff the save text", () => {
    const error = serverError(attachmentMessages.objectNotFound, 404);
    expect(failureFeedback('customer', { kind: 'attach_failed', error }).description).toBe(
      attachmentMessages.objectNotFound,
    );
    expect(
      failureFeedback('customer', { kind: 'attach_failed', error: new Error('x') }).description,
    ).toBe(attachmentMessages.uploadFailed);
    expect(failureFeedback('staff', { kind: 'attach_failed', error })).toEqual({
      title: 'Upload Failed',
      description: 'Failed to save file information.',
    });
  });
});

describe('successFeedback', () => {
  it('titles the toast by audience', () => {
    expect(successFeedback('customer')).toEqual({
      title: 'Upload successful',
      description: 'File uploaded successfully',
    });
    expect(successFeedback('staff').title).toBe('File Uploaded');
  });
});

describe('isUnauthorized', () => {
  it('spots a 401 at any step', () => {
    const signedOut = serverError('You need to sign in to do that.', 401);
    expect(isUnauthorized({ kind: 'prepare_failed', error: signedOut })).toBe(true);
    expect(isUnauthorized({ kind: 'attach_failed', error: signedOut })).toBe(true);
    expect(isUnauthorized({ kind: 'transfer_failed', error: new UploadError(401, '') })).toBe(true);
    expect(isUnauthorized({ kind: 'transfer_failed', error: new UploadError(404, '') })).toBe(
      false,
    );
    expect(isUnauthorized({ kind: 'too_large' })).toBe(false);
  });
});
