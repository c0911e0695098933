import { applicationMessages, type DocumentRequest, type PublicUser } from '@advance/contracts';
import { findApplicationById } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { documentRequestOf } from './document-requests-of';

/**
 * Issue 19, staff: the application's open request (or its last one) with every item, or
 * null when documents were never requested. The procedure lets only staff call it.
 */
export async function getDocumentRequest(
  deps: CoreDeps,
  _staff: Pick<PublicUser, 'id'>,
  applicationId: string,
): Promise<DocumentRequest | null> {
  const application = isUuid(applicationId)
    ? await findApplicationById(deps.db, applicationId)
    : undefined;
  if (!application) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  return documentRequestOf(deps.db, applicationId, deps.now());
}
