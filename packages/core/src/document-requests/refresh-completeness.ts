import {
  countPendingDocumentItems,
  type Db,
  findOpenDocumentRequest,
  markApplicationComplete,
  markApplicationWaitingForDocuments,
} from '@advance/db';

/**
 * Issue 19: keeps the 30-day clock and the Incomplete queue true after anything that changes
 * an application's document request or its items (created, closed, item added, received or
 * satisfied). Call it inside the same transaction, after the change. An application with an
 * open request and pending items is waiting for documents (no clock, due date set); otherwise
 * it is complete, and the clock runs from the first moment it became so.
 */
export async function refreshCompleteness(db: Db, applicationId: string, now: Date): Promise<void> {
  const open = await findOpenDocumentRequest(db, applicationId);
  const pending = open ? await countPendingDocumentItems(db, open.id) : 0;
  if (open && pending > 0) {
    await markApplicationWaitingForDocuments(db, applicationId, open.dueDate);
    return;
  }
  await markApplicationComplete(db, applicationId, now);
}
