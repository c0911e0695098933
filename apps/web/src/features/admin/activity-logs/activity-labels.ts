import { capitalize } from '../../../lib/text';

/**
 * Plain words for the activity log's action names (packages/core activityActions). An
 * action missing here still reads sensibly: "message.sent" → "Message sent".
 */
const actionLabels: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sign_out': 'Signed out',
  'auth.password_reset_requested': 'Requested a password reset',
  'auth.password_reset': 'Reset password',
  'account.created': 'Created an account',
  'account.super_admin_created': 'Super admin account created',
  'application.submitted': 'Submitted an application',
  'application.reviewed': 'Reviewed an application',
  'user.role_changed': 'Changed a role',
  'attachment.added': 'Document uploaded',
  'attachment.visibility_changed': 'Document visibility changed',
  'attachment.deleted': 'Document deleted',
  'attachment.downloaded': 'Document downloaded by staff',
  'message.broadcast': 'Sent a broadcast',
  'announcement.created': 'Created an announcement',
  'announcement.updated': 'Updated an announcement',
  'auth.access_denied': 'Refused access (403)',
  'application.viewed': 'Viewed application details',
  'application.reviews_viewed': 'Viewed a review timeline',
  'application.attachments_viewed': 'Viewed application documents',
  'user.listed': 'Listed users',
  'message.staff_replied': 'Replied in the Message Center',
  'conversation.started_by_staff': 'Started a chat',
  'conversation.staff_message_sent': 'Wrote in a chat',
  'security.rate_limit_exceeded': 'Hit a rate limit',
  'security.cross_origin_refused': 'Refused a cross-site request',
  // Issue 17: second factor, passkeys, sessions, account status, export.
  'auth.second_factor_ok': 'Gave the second factor',
  'auth.second_factor_failed': 'Wrong second-factor code',
  'auth.totp_set_up': 'Set up an authenticator app',
  'auth.recovery_codes_regenerated': 'Made new recovery codes',
  'auth.recovery_code_used': 'Used a recovery code',
  'user.second_factor_reset': "Reset a user's second factor",
  'auth.passkey_added': 'Added a passkey',
  'auth.passkey_removed': 'Removed a passkey',
  'auth.passkey_sign_in': 'Signed in with a passkey',
  'auth.passkey_sign_in_failed': 'Failed passkey sign-in',
  'auth.session_revoked': 'Ended a session',
  'auth.other_sessions_revoked': 'Ended all other sessions',
  'auth.password_changed': 'Changed password',
  'auth.password_change_failed': 'Failed password change',
  'auth.new_device_sign_in': 'Signed in from a new device',
  'user.disabled': 'Disabled an account',
  'user.enabled': 'Re-enabled an account',
  'application.exported': 'Exported applications (CSV)',
  'application.export_started': 'Started an applications export (CSV)',
  // Issue 18: advances, their ledger, withdrawals and payment authorisations.
  'advance.created': 'Advance created at approval',
  'advance.cancelled': 'Cancelled an advance',
  'ledger.entry_recorded': 'Recorded a ledger entry',
  'advance.exported': 'Exported advances (CSV)',
  'application.withdrawn': 'Withdrew an application',
  'payment_authorization.created': 'Authorised a payment',
  'payment_authorization.withdrawn': 'Withdrew a payment authorisation',
  'payment_authorization.attempt_failed': 'Recorded a failed payment attempt',
  'payment_authorization.ended': 'Payment authorisation ended (no longer covered)',
  'advance.payment_notice_sent': 'Payment notice sent',
  // Issue 19: decisions, document requests, notes, exports, e-mail.
  'application.adverse_action_sent': 'Sent a denial notice',
  'document_request.created': 'Requested documents',
  'document_request.item_added': 'Added a requested document',
  'document_request.item_received': 'Document received for a request',
  'document_request.item_satisfied': 'Accepted a requested document',
  'document_request.reminder_sent': 'Document reminder sent',
  'application.note_added': 'Added a staff note',
  'application.notes_viewed': 'Read staff notes',
  'analytics.exported': 'Exported analytics (CSV)',
  'account.email_preferences_changed': 'Changed e-mail settings',
  'conversation.unread_email_sent': 'E-mailed about an unread chat message',
  // Issue 21: personal API tokens and the calls made with them.
  'api_token.created': 'Created an API token',
  'api_token.revoked': 'Revoked an API token',
  'api_token.call': 'Called the API with a token',
  'api_token.call_refused': 'Refused an API token call',
};

export function actionLabel(action: string): string {
  const known = actionLabels[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? capitalize(words) : action;
}
