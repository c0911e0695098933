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
  /** Issue 17 (A1): the second factor given (sign-in step or step-up; details say which). */
  secondFactorVerified: 'auth.second_factor_ok',
  /** A wrong authenticator or recovery code. */
  secondFactorFailed: 'auth.second_factor_failed',
  totpSetUp: 'auth.totp_set_up',
  recoveryCodesRegenerated: 'auth.recovery_codes_regenerated',
  recoveryCodeUsed: 'auth.recovery_code_used',
  /** A super admin removed someone's authenticator and recovery codes. */
  secondFactorReset: 'user.second_factor_reset',
  /** Staff downloaded the applications list as CSV (filters in details). */
  applicationsExported: 'application.exported',
  /** Written when the CSV starts streaming, so even a download cut off by a crash is traced. */
  applicationsExportStarted: 'application.export_started',
  /** Issue 17 (B): passkeys added and removed from the account page, signed in with. */
  passkeyAdded: 'auth.passkey_added',
  passkeyRemoved: 'auth.passkey_removed',
  passkeySignIn: 'auth.passkey_sign_in',
  /** A passkey answer that did not verify (unknown passkey, bad signature, disabled account). */
  passkeySignInFailed: 'auth.passkey_sign_in_failed',
  /** Issue 17 (A2): one session ended from the sessions list, or all the others at once. */
  sessionRevoked: 'auth.session_revoked',
  otherSessionsRevoked: 'auth.other_sessions_revoked',
  passwordChanged: 'auth.password_changed',
  /** The current password given to change it was wrong. */
  passwordChangeFailed: 'auth.password_change_failed',
  /** A sign-in from a browser, system and device combination the account never used. */
  newDeviceSignIn: 'auth.new_device_sign_in',
  accountDisabled: 'user.disabled',
  accountEnabled: 'user.enabled',
  /** Issue 18: an approval created the advance (figures in details). */
  advanceCreated: 'advance.created',
  advanceCancelled: 'advance.cancelled',
  /** Every ledger entry (kind, cents, advance, reversed entry) is also here. */
  ledgerEntryRecorded: 'ledger.entry_recorded',
  advancesExported: 'advance.exported',
  applicationWithdrawn: 'application.withdrawn',
  paymentAuthorized: 'payment_authorization.created',
  paymentAuthorizationWithdrawn: 'payment_authorization.withdrawn',
  paymentAttemptFailed: 'payment_authorization.attempt_failed',
  /** A pending authorisation the balance no longer covered ended without being collected. */
  paymentAuthorizationEnded: 'payment_authorization.ended',
  paymentNoticeSent: 'advance.payment_notice_sent',
  /** Issue 19: a denial's adverse-action notice went to the applicant (reasons in details). */
  adverseActionSent: 'application.adverse_action_sent',
  documentsRequested: 'document_request.created',
  documentItemAdded: 'document_request.item_added',
  documentItemReceived: 'document_request.item_received',
  documentItemSatisfied: 'document_request.item_satisfied',
  documentReminderSent: 'document_request.reminder_sent',
  noteAdded: 'application.note_added',
  /** Staff read an application's private notes. */
  notesViewed: 'application.notes_viewed',
  analyticsExported: 'analytics.exported',
  emailPreferencesChanged: 'account.email_preferences_changed',
  chatEmailSent: 'conversation.unread_email_sent',
  /** Issue 21: API tokens created and revoked (by the owner, a super admin, or a role change). */
  apiTokenCreated: 'api_token.created',
  apiTokenRevoked: 'api_token.revoked',
  /** A call made with an API token (token id, procedure path and scope in details). */
  apiTokenCall: 'api_token.call',
  /** A call an API token may not make: no such scope on the token, or a path tokens never use. */
  apiTokenCallRefused: 'api_token.call_refused',
} as const;

export const logActivity = (db: Db, entry: NewActivity): Promise<void> => insertActivity(db, entry);
