import { decisionMessages } from '@advance/contracts';
import type { StoredApplication } from '@advance/db';
import { DomainError } from '../errors';

/**
 * Issue 19, safety net: a checklist is worked (answered, accepted, extended) only while the
 * application asks for documents. A withdrawal or decision closes the request as well; this
 * holds even if some path forgot to.
 */
export function assertDocumentsRequested(application: Pick<StoredApplication, 'status'>): void {
  if (application.status !== 'Additional Documentation Requested')
    throw new DomainError('CONFLICT', decisionMessages.requestNotActive);
}
