import { MAX_UPLOAD_BYTES } from '@advance/contracts';
import { isAbortError, type UploadedObject } from '../../lib/upload-with-progress';

/** Where an upload stopped; each maps to one of the spec's messages (part 8). */
export type UploadFailure =
  | { kind: 'too_large' }
  | { kind: 'prepare_failed'; error: unknown }
  | { kind: 'no_upload_url' }
  | { kind: 'transfer_failed'; error: unknown }
  | { kind: 'no_object_path' }
  | { kind: 'attach_failed'; error: unknown }
  /** The screen went away mid-transfer: nothing to tell anyone. */
  | { kind: 'cancelled' };

export type UploadResult = { ok: true } | { ok: false; failure: UploadFailure };

/** The three calls of an upload (spec part 7, Files), supplied by the screen. */
export interface UploadSteps {
  /** POST /api/attachments/upload or /api/objects/upload. */
  requestTicket: () => Promise<{ uploadURL?: string }>;
  /** PUT the file to the ticket's URL. */
  transfer: (uploadURL: string) => Promise<UploadedObject>;
  /** POST /api/applications/{id}/attachments. */
  attach: (uploaded: UploadedObject & { objectPath: string }) => Promise<unknown>;
}

/**
 * Runs one upload and says where it stopped. The size is checked first so a file the
 * server would refuse is never sent. Once the file is stored the attach call always runs,
 * even if the screen has gone, so the user's upload is not lost half way.
 */
export async function runUpload(
  file: Pick<File, 'size'>,
  steps: UploadSteps,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const fail = (failure: UploadFailure): UploadResult => ({ ok: false, failure });
  if (file.size > MAX_UPLOAD_BYTES) return fail({ kind: 'too_large' });

  let uploadURL: string | undefined;
  try {
    ({ uploadURL } = await steps.requestTicket());
  } catch (error) {
    return fail({ kind: 'prepare_failed', error });
  }
  if (signal?.aborted) return fail({ kind: 'cancelled' });
  if (!uploadURL) return fail({ kind: 'no_upload_url' });

  let uploaded: UploadedObject;
  try {
    uploaded = await steps.transfer(uploadURL);
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) return fail({ kind: 'cancelled' });
    return fail({ kind: 'transfer_failed', error });
  }
  const { objectPath } = uploaded;
  if (!objectPath) return fail({ kind: 'no_object_path' });

  try {
    await steps.attach({ ...uploaded, objectPath });
  } catch (error) {
    return fail({ kind: 'attach_failed', error });
  }
  return { ok: true };
}
