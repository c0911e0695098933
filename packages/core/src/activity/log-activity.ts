import { type Db, insertActivity, type NewActivity } from '@advance/db';

/** Action names written to the activity log; the admin Activity Logs tab shows them. */
export const activityActions = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  /** A rate limit refused its first request in a window (one entry per window and key). */
  rateLimitExceeded: 'security.rate_limit_exceeded',
  signOut: 'auth.sign_out',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordReset: 'auth.password_reset',
  /** A state-changing request from another origin was refused (CSRF check, 403). */
  crossOriginRefused: 'security.cross_origin_refused',
  /** A signed-in user called a procedure their role may not (403). */
  accessDenied: 'auth.access_denied',
  accountCreated: 'account.created',
  superAdminCreated: 'account.super_admin_created',
  applicationSubmitted: 'application.submitted',
  applicationReviewed: 'application.reviewed',
  /** Staff opened an application's details. */
  applicationViewed: 'application.viewed',
  /** Staff read an application's review timeline. */
  applicationReviewsViewed: 'application.reviews_viewed',
  /** Staff listed an application's documents. */
  attachmentsListed: 'application.attachments_viewed',
  roleChanged: 'user.role_changed',
  /** Staff listed or searched the accounts. */
  usersListed: 'user.listed',
  attachmentAdded: 'attachment.added',
  attachmentVisibilityChanged: 'attachment.visibility_changed',
  attachmentDeleted: 'attachment.deleted',
  attachmentDownloaded: 'attachment.downloaded',
  messageBroadcast: 'message.broadcast',
  /** Staff answered in a customer's Message Center thread. */
  messageRepliedByStaff: 'message.staff_replied',
  announcementCreated: 'announcement.created',
  announcementUpdated: 'announcement.updated',
  conversationStartedByStaff: 'conversation.started_by_staff',
  /** Staff wrote in a customer's chat. */
  chatMessageSentByStaff: 'conversation.staff_message_sent',
} as const;

export const logActivity = (db: Db, entry: NewActivity): Promise<void> => insertActivity(db, entry);
