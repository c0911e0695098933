import type { Db } from '../client';
import type { DocumentRequestItemRow } from './document-requests';

/** An item with whether its request is still open (a decision or a new request closes it). */
export type DocumentItemWithRequest = DocumentRequestItemRow & { requestOpen: boolean };

/**
 * Issue 19: one item of an application's requests, locked for the change that follows. The
 * caller holds the application's lock already, so two writers of one application queue there;
 * this lock also keeps the item steady against a writer that skipped that step.
 */
export async function lockDocumentItem(
  db: Db,
  applicationId: string,
  itemId: string,
): Promise<DocumentItemWithRequest | undefined> {
  const row = await db
    .selectFrom('documentRequestItems as item')
    .innerJoin('documentRequests as request', 'request.id', 'item.requestId')
    .selectAll('item')
    .select('request.closedAt as requestClosedAt')
    .where('item.id', '=', itemId)
    .where('item.applicationId', '=', applicationId)
    .forUpdate('item')
    .executeTakeFirst();
  if (!row) return undefined;
  const { requestClosedAt, ...item } = row;
  return { ...item, requestOpen: requestClosedAt === null };
}

/** The applicant sent a file for the item: it is received (again, when replaced). */
export const markDocumentItemReceived = (
  db: Db,
  itemId: string,
  receipt: { attachmentId: string; at: Date },
): Promise<DocumentRequestItemRow | undefined> =>
  db
    .updateTable('documentRequestItems')
    .set({ state: 'received', attachmentId: receipt.attachmentId, receivedAt: receipt.at })
    .where('id', '=', itemId)
    .where('state', '!=', 'satisfied')
    .returningAll()
    .executeTakeFirst();

/** Staff accepted the item. Undefined when it already was (nothing changes then). */
export const markDocumentItemSatisfied = (
  db: Db,
  itemId: string,
  resolution: { by: string; at: Date },
): Promise<DocumentRequestItemRow | undefined> =>
  db
    .updateTable('documentRequestItems')
    .set({ state: 'satisfied', resolvedBy: resolution.by, resolvedAt: resolution.at })
    .where('id', '=', itemId)
    .where('state', '!=', 'satisfied')
    .returningAll()
    .executeTakeFirst();

export async function countDocumentItems(db: Db, requestId: string): Promise<number> {
  const row = await db
    .selectFrom('documentRequestItems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('requestId', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The file that answered an item is being deleted: a received item is needed again (an
 * accepted one stays accepted). Run before the attachment's delete, whose foreign key would
 * otherwise clear the link this finds the items by.
 */
export const reopenItemsAnsweredBy = (
  db: Db,
  attachmentId: string,
): Promise<DocumentRequestItemRow[]> =>
  db
    .updateTable('documentRequestItems')
    .set({ state: 'pending', attachmentId: null, receivedAt: null })
    .where('attachmentId', '=', attachmentId)
    .where('state', '=', 'received')
    .returningAll()
    .execute();
