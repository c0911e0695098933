import { type Db, insertActivity, type NewActivity } from '@advance/db';

/** Action names written to the activity log; the admin Activity Logs tab shows them. */
export const activityActions = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  signOut: 'auth.sign_out',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordReset: 'auth.password_reset',
  accountCreated: 'account.created',
  superAdminCreated: 'account.super_admin_created',
  applicationSubmitted: 'application.submitted',
  applicationReviewed: 'application.reviewed',
  roleChanged: 'user.role_changed',
  attachmentAdded: 'attachment.added',
  attachmentVisibilityChanged: 'attachment.visibility_changed',
  attachmentDeleted: 'attachment.deleted',
  attachmentDownloaded: 'attachment.downloaded',
  messageBroadcast: 'message.broadcast',
  announcementCreated: 'announcement.created',
  announcementUpdated: 'announcement.updated',
  conversationStartedByStaff: 'conversation.started_by_staff',
} as const;

export const logActivity = (db: Db, entry: NewActivity): Promise<void> => insertActivity(db, entry);
