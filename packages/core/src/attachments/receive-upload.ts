import type { Readable } from 'node:stream';
import { attachmentMessages, MAX_UPLOAD_BYTES } from '@advance/contracts';
import { claimUpload, findUploadById, markUploadFailed, markUploadStored } from '@advance/db';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { hashLinkToken } from '../auth/session-token';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { checkUploadStream } from './check-upload-stream';
import { toObjectPath } from './to-attachment';

export interface IncomingUpload {
  uploadId: string;
  token: string | undefined;
  /** The signed-in caller; the URL works only for the user it was made for. */
  userId: string | null;
  body: Readable;
  /** Content-Length when the client sent one. */
  contentLength: number | undefined;
  /** Content-Type as the client claimed it: only a hint between text/plain and text/csv. */
  declaredType: string | undefined;
}

export interface ReceivedUpload {
  objectPath: string;
  fileSize: number;
  fileType: string;
}

const invalidLink = () => new DomainError('NOT_FOUND', attachmentMessages.uploadLinkInvalid);

const tokenMatches = (token: string, storedHash: string): boolean => {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(hashLinkToken(token)), encoder.encode(storedHash));
};

/**
 * Step 2 of the upload flow: checks the URL (this user, this token, not used, not
 * expired), then streams the body to storage through the size and type checks. On any
 * refusal nothing stays in storage and the URL is spent.
 */
export async function receiveUpload(
  deps: CoreDeps,
  incoming: IncomingUpload,
): Promise<ReceivedUpload> {
  const upload = await findUploadById(deps.db, incoming.uploadId);
  // A foreign or signed-out caller learns no more than someone guessing ids.
  if (!upload || !incoming.token || !tokenMatches(incoming.token, upload.tokenHash))
    throw invalidLink();
  if (upload.userId !== incoming.userId) throw invalidLink();
  if (!(await claimUpload(deps.db, upload.id, deps.now())))
    throw new DomainError('GONE', attachmentMessages.uploadLinkExpired);

  try {
    if (incoming.contentLength !== undefined && incoming.contentLength > MAX_UPLOAD_BYTES)
      throw new DomainError('PAYLOAD_TOO_LARGE', attachmentMessages.tooLarge);
    if (incoming.contentLength === 0)
      throw new DomainError('BAD_REQUEST', attachmentMessages.emptyFile);
    const checked = checkUploadStream(incoming.body, {
      maxBytes: MAX_UPLOAD_BYTES,
      declaredType: incoming.declaredType,
    });
    // The type is known only after the last byte (text, DOCX), so storage gets a neutral
    // one; the uploads row holds the detected type and downloads send that.
    await deps.storage.put(upload.objectKey, checked.stream, {
      contentType: 'application/octet-stream',
      size: incoming.contentLength,
    });
    const { fileSize, fileType } = checked.result();
    await markUploadStored(deps.db, upload.id, { fileSize, fileType, storedAt: deps.now() });
    return { objectPath: toObjectPath(upload.objectKey), fileSize, fileType };
  } catch (error) {
    await markUploadFailed(deps.db, upload.id);
    // Drivers clean up after a failed write; this makes sure of it.
    await deps.storage.delete(upload.objectKey).catch((e: unknown) => {
      deps.log.error({ err: e, objectKey: upload.objectKey }, 'Removing a refused upload failed');
    });
    throw error;
  }
}
