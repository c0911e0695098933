import type { Attachment, AttachmentCategory } from '@advance/contracts';
import type { AttachmentRow } from '@advance/db';

const OBJECT_PATH_PREFIX = '/objects/';

/** The spec's objectPath for a storage key (uploads/<uuid> → /objects/uploads/<uuid>). */
export const toObjectPath = (objectKey: string): string => `${OBJECT_PATH_PREFIX}${objectKey}`;

const OBJECT_PATH =
  /^\/objects\/(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The storage key an objectPath names, or null when it is not one we could have made. */
export const objectKeyFromPath = (objectPath: string): string | null =>
  OBJECT_PATH.exec(objectPath)?.[1] ?? null;

export const toAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  applicationId: row.applicationId,
  fileName: row.fileName,
  fileSize: row.fileSize,
  fileType: row.fileType,
  objectPath: toObjectPath(row.objectKey),
  uploadType: row.uploadType,
  description: row.description,
  category: row.category as AttachmentCategory,
  visibleToUser: row.visibleToUser,
  isRequired: row.isRequired,
  createdAt: row.createdAt.toISOString(),
});
