import type { AttachmentRow, Db } from '@advance/db';
import { type activityActions, logActivity } from '../activity/log-activity';
import type { RequestMeta } from '../deps';

type AttachmentAction =
  | typeof activityActions.attachmentAdded
  | typeof activityActions.attachmentVisibilityChanged
  | typeof activityActions.attachmentDeleted
  | typeof activityActions.attachmentDownloaded;

/** Every document change lands in the activity log under its application, with the file name. */
export const logAttachmentActivity = (
  db: Db,
  entry: {
    actorId: string;
    action: AttachmentAction;
    attachment: Pick<AttachmentRow, 'id' | 'applicationId' | 'fileName'>;
    meta: RequestMeta;
    details?: Record<string, unknown>;
  },
): Promise<void> =>
  logActivity(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'application',
    targetId: entry.attachment.applicationId,
    details: {
      fileName: entry.attachment.fileName,
      attachmentId: entry.attachment.id,
      ...entry.details,
    },
    ipAddress: entry.meta.ip,
  });
