import type { DocumentRequest, staffAttachmentCategories } from '@advance/contracts';
import type { DocumentRequestItemRow, DocumentRequestRow } from '@advance/db';

type Category = (typeof staffAttachmentCategories)[number];

/** Issue 19: a request and its items as the API returns them (customer and staff alike). */
export function toDocumentRequest(
  request: DocumentRequestRow,
  items: DocumentRequestItemRow[],
  now: Date,
): DocumentRequest {
  const today = now.toISOString().slice(0, 10);
  const pending = items.some((item) => item.state === 'pending');
  return {
    id: request.id,
    dueDate: request.dueDate,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
    overdue: request.closedAt === null && pending && request.dueDate < today,
    items: items.map((item) => ({
      id: item.id,
      category: item.category as Category,
      description: item.description,
      state: item.state,
      attachmentId: item.attachmentId,
      receivedAt: item.receivedAt?.toISOString() ?? null,
      resolvedAt: item.resolvedAt?.toISOString() ?? null,
    })),
  };
}
