import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_MS,
  type UploadTicket,
  uploadPath,
} from '@advance/contracts';
import { insertUpload } from '@advance/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { generateLinkToken } from '../auth/session-token';
import type { CoreDeps } from '../deps';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { toObjectPath } from './to-attachment';

const UPLOAD_ID_BYTES = 15;

/**
 * Step 1 of the upload flow (decision 008): a URL that accepts one file, once, from this
 * user, within 15 minutes, into a storage key the server chose. Only the token's hash is
 * stored, so the uploads table cannot be replayed.
 */
export async function createUploadTicket(deps: CoreDeps, userId: string): Promise<UploadTicket> {
  const now = deps.now();
  await consumeLimit(deps.db, `upload-url:user:${userId}`, rateRules.uploadUrlsPerUser, now);
  const id = encodeBase32LowerCaseNoPadding(
    crypto.getRandomValues(new Uint8Array(UPLOAD_ID_BYTES)),
  );
  const { token, tokenHash } = generateLinkToken();
  const objectKey = `uploads/${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  await insertUpload(deps.db, { id, tokenHash, userId, objectKey, expiresAt });
  const url = new URL(uploadPath(id), deps.config.appOrigin);
  url.searchParams.set('token', token);
  return {
    uploadURL: url.toString(),
    objectPath: toObjectPath(objectKey),
    expiresAt: expiresAt.toISOString(),
    maxBytes: MAX_UPLOAD_BYTES,
  };
}
