import {
  type AttachFileInput,
  type Attachment,
  applicationMessages,
  attachmentMessages,
  CUSTOMER_ATTACHMENT_CATEGORY,
  decisionMessages,
  isStaffRole,
  type PublicUser,
  staffAttachmentCategorySchema,
} from '@advance/contracts';
import {
  findApplicationById,
  insertAttachment,
  inTransaction,
  takeStoredUpload,
} from '@advance/db';
import { activityActions } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { claimDocumentItem, receiveDocumentItem } from '../document-requests/receive-document-item';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { cleanFileName } from './file-name';
import { logAttachmentActivity } from './log-attachment-activity';
import { objectKeyFromPath, toAttachment } from './to-attachment';

type Actor = Pick<PublicUser, 'id' | 'role'>;

/**
 * What the spec lets each side set (part 7): customers' uploads are always
 * user_uploaded / supporting_document / visible; staff upload as admin, pick a category
 * and may keep a file from the applicant. Whatever else the payload says is ignored.
 */
function placementFor(actor: Actor, input: AttachFileInput) {
  if (!isStaffRole(actor.role)) {
    return {
      uploadType: 'user_uploaded' as const,
      category: CUSTOMER_ATTACHMENT_CATEGORY,
      visibleToUser: true,
      isRequired: false,
    };
  }
  const category = staffAttachmentCategorySchema.safeParse(input.category ?? 'other');
  if (!category.success) {
    throw new DomainError('BAD_REQUEST', attachmentMessages.categoryInvalid, {
      fieldErrors: { category: attachmentMessages.categoryInvalid },
    });
  }
  return {
    uploadType: 'admin' as const,
    category: category.data,
    visibleToUser: input.visibleToUser ?? true,
    isRequired: input.isRequired ?? false,
  };
}

/**
 * Step 3 of the upload flow: records an uploaded file on an application. The caller must
 * own the application (or be staff) and the upload; size and type come from what the
 * server stored, never from the payload.
 */
export async function attachFile(
  deps: CoreDeps,
  actor: Actor,
  input: AttachFileInput,
  meta: RequestMeta,
): Promise<Attachment> {
  const application = isUuid(input.applicationId)
    ? await findApplicationById(deps.db, input.applicationId)
    : undefined;
  const mayAttach = application && (isStaffRole(actor.role) || application.userId === actor.id);
  if (!application || !mayAttach) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  // Issue 19: only the applicant's own upload answers a requested item.
  if (input.documentItemId && isStaffRole(actor.role))
    throw new DomainError('BAD_REQUEST', decisionMessages.staffCannotAnswerItem, {
      fieldErrors: { documentItemId: decisionMessages.staffCannotAnswerItem },
    });
  const placement = placementFor(actor, input);
  const objectKey = objectKeyFromPath(input.objectPath);
  if (!objectKey) throw new DomainError('NOT_FOUND', attachmentMessages.objectNotFound);

  return inTransaction(deps.db, async (db) => {
    // Issue 19: a file sent for a requested item is checked (and the application locked) first.
    const item = input.documentItemId
      ? await claimDocumentItem(db, application.id, input.documentItemId)
      : undefined;
    const upload = await takeStoredUpload(db, { objectKey, userId: actor.id });
    if (!upload?.fileSize || !upload.fileType)
      throw new DomainError('NOT_FOUND', attachmentMessages.objectNotFound);
    const row = await insertAttachment(db, {
      applicationId: application.id,
      fileName: cleanFileName(input.fileName),
      fileSize: upload.fileSize,
      fileType: upload.fileType,
      objectKey,
      description: input.description || null,
      uploadedBy: actor.id,
      ...placement,
    });
    await logAttachmentActivity(db, {
      actorId: actor.id,
      action: activityActions.attachmentAdded,
      attachment: row,
      meta,
    });
    if (item)
      await receiveDocumentItem(db, {
        item,
        attachmentId: row.id,
        actorId: actor.id,
        now: deps.now(),
        meta,
      });
    return toAttachment(row);
  });
}
