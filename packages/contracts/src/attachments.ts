import { z } from 'zod';
import { text } from './fields';
import { attachmentMessages, validationMessages } from './messages';

/** Spec parts 5 and 9: one file per upload, at most 10,485,760 bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** An upload URL works once and for this long (decision 008). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Uploaded but never attached files are removed after this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 500;

/**
 * The file picker's `accept` list, matching the server's allow list (decision 008). Only a
 * hint for the browser's dialog: the server judges the bytes whatever the picker offers.
 */
export const ACCEPTED_FILE_EXTENSIONS =
  '.pdf,.jpg,.jpeg,.png,.heic,.webp,.gif,.tif,.tiff,.doc,.docx,.txt,.csv';

/** Categories staff choose from (spec part 9); customers' uploads are always supporting_document. */
export const staffAttachmentCategories = [
  'identity',
  'income',
  'benefits',
  'financial',
  'other',
] as const;
export const CUSTOMER_ATTACHMENT_CATEGORY = 'supporting_document';
export const attachmentCategories = [
  ...staffAttachmentCategories,
  CUSTOMER_ATTACHMENT_CATEGORY,
] as const;
export type AttachmentCategory = (typeof attachmentCategories)[number];
export const staffAttachmentCategorySchema = z.enum(staffAttachmentCategories, {
  error: attachmentMessages.categoryInvalid,
});

export const uploadTypes = ['user_uploaded', 'admin'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** Spec part 2: "underscores replaced by spaces and capitalised" (supporting_document → Supporting Document). */
export const formatAttachmentCategory = (category: string): string =>
  category
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** What POST /api/attachments/upload and /api/objects/upload return. */
export const uploadTicketSchema = z.object({
  uploadURL: text(),
  objectPath: text(),
  expiresAt: text(),
  maxBytes: z.number(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/**
 * Spec part 7's payload. fileSize and fileType are accepted for compatibility but the
 * server takes both from the stored bytes; uploadType, category and visibleToUser are
 * decided by who is asking (customers cannot choose them).
 */
export const attachFileInputSchema = z.object({
  applicationId: text().max(100),
  fileName: text({ error: attachmentMessages.fileNameRequired })
    .trim()
    .min(1, { error: attachmentMessages.fileNameRequired })
    .max(1000, { error: validationMessages.tooLong }),
  objectPath: text({ error: attachmentMessages.objectNotFound })
    .min(1, { error: attachmentMessages.objectNotFound })
    .max(200, { error: attachmentMessages.objectNotFound }),
  fileSize: z.number().optional(),
  fileType: text().max(255).optional(),
  uploadType: z.enum(uploadTypes).optional(),
  description: text()
    .trim()
    .max(ATTACHMENT_DESCRIPTION_MAX_LENGTH, { error: validationMessages.tooLong })
    .optional()
    .nullable(),
  category: text().max(50).optional().nullable(),
  visibleToUser: z.boolean().optional(),
  isRequired: z.boolean().optional(),
  /** Issue 19: the requested document this file answers (an item of the open request). */
  documentItemId: text().max(100).optional(),
});
export type AttachFileInput = z.infer<typeof attachFileInputSchema>;

export const attachmentSchema = z.object({
  id: text(),
  applicationId: text(),
  fileName: text(),
  fileSize: z.number(),
  fileType: text(),
  objectPath: text(),
  uploadType: z.enum(uploadTypes),
  description: text().nullable(),
  category: z.enum(attachmentCategories),
  visibleToUser: z.boolean(),
  isRequired: z.boolean(),
  createdAt: text(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const setAttachmentVisibilityInputSchema = z.object({
  id: text().max(100),
  visibleToUser: z.boolean({ error: attachmentMessages.visibilityRequired }),
});

/** The server's upload URL path: PUT here with the file as the body. */
export const uploadPath = (uploadId: string) => `/api/uploads/${uploadId}`;
/** The spec's download path (part 7, Files). */
export const downloadPath = (attachmentId: string) => `/attachments/${attachmentId}/download`;
/** Human size for lists: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Server answers to a transfer that a person can act on, passed on word for word. */
const plainRefusals: ReadonlySet<string> = new Set([
  attachmentMessages.tooLarge,
  attachmentMessages.emptyFile,
  attachmentMessages.typeNotAllowed,
  attachmentMessages.uploadLinkInvalid,
  attachmentMessages.uploadLinkExpired,
  attachmentMessages.objectNotFound,
]);

/**
 * Issue 20: a refused upload is told in a sentence, never by its HTTP status ("415"). The
 * type (415) and size (413) have their own sentences whatever the server wrote; any other
 * refusal passes on the server's sentence when it is one of ours, else the generic text.
 */
export function uploadRefusalMessage(status: number | null, serverText: string): string {
  if (status === 413) return attachmentMessages.fileTooLarge;
  if (status === 415) return attachmentMessages.typeNotAllowed;
  if (plainRefusals.has(serverText.trim())) return serverText.trim();
  return attachmentMessages.uploadFailed;
}
