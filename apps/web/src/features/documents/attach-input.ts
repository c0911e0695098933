import {
  type AttachFileInput,
  CUSTOMER_ATTACHMENT_CATEGORY,
  type staffAttachmentCategories,
} from '@advance/contracts';
import type { UploadedObject } from '../../lib/upload-with-progress';
import type { UploadAudience } from './upload-feedback';

export type StaffAttachmentCategory = (typeof staffAttachmentCategories)[number];

/** What staff choose before uploading (spec part 9 categories; description optional). */
export interface StaffUploadDetails {
  category: StaffAttachmentCategory;
  description: string;
}

const FALLBACK_FILE_TYPE = 'application/octet-stream';

/**
 * The attach call's payload (spec part 7). Size and type are what the upload URL stored,
 * else the browser's own; the server re-reads both from the bytes either way.
 */
export function attachInput({
  applicationId,
  file,
  uploaded,
  audience,
  details,
}: {
  applicationId: string;
  file: Pick<File, 'name' | 'size' | 'type'>;
  uploaded: UploadedObject & { objectPath: string };
  audience: UploadAudience;
  details?: StaffUploadDetails;
}): AttachFileInput {
  const common = {
    applicationId,
    fileName: file.name,
    objectPath: uploaded.objectPath,
    fileSize: uploaded.fileSize ?? file.size,
    fileType: uploaded.fileType ?? (file.type || FALLBACK_FILE_TYPE),
  };
  if (audience === 'customer') {
    return { ...common, uploadType: 'user_uploaded', category: CUSTOMER_ATTACHMENT_CATEGORY };
  }
  const description = details?.description.trim();
  return {
    ...common,
    uploadType: 'admin',
    category: details?.category ?? 'other',
    description: description ? description : undefined,
    visibleToUser: true,
    isRequired: false,
  };
}
