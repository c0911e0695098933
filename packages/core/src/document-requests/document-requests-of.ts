import type { DocumentRequest } from '@advance/contracts';
import { type Db, latestDocumentRequestsOf } from '@advance/db';
import { toDocumentRequest } from './to-document-request';

/**
 * Issue 19: the open (or last) request of each application with its items, by application
 * id: two queries for the whole list, whatever its length.
 */
export async function documentRequestsOf(
  db: Db,
  applicationIds: readonly string[],
  now: Date,
): Promise<Map<string, DocumentRequest>> {
  const latest = await latestDocumentRequestsOf(db, applicationIds);
  return new Map(
    latest.map(({ request, items }) => [
      request.applicationId,
      toDocumentRequest(request, items, now),
    ]),
  );
}

/** One application's open (or last) request, or null when it never had one. */
export async function documentRequestOf(
  db: Db,
  applicationId: string,
  now: Date,
): Promise<DocumentRequest | null> {
  return (await documentRequestsOf(db, [applicationId], now)).get(applicationId) ?? null;
}
