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
};

export function actionLabel(action: string): string {
  const known = actionLabels[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? capitalize(words) : action;
}

/** "user 3f9a…" style: the kind of thing acted on and a short form of its id. */
export function targetLabel(targetType: string | null, targetId: string | null): string {
  if (!targetType && !targetId) return '—';
  const id = targetId && targetId.length > 8 ? `${targetId.slice(0, 8)}…` : targetId;
  return [targetType?.replace(/_/g, ' '), id].filter(Boolean).join(' ');
}

/** Details as one short line: text as is, objects as compact JSON, cut at `max` characters. */
export function detailsText(details: unknown, max = 120): string {
  if (details === null || details === undefined || details === '') return '—';
  let text: string;
  if (typeof details === 'string') text = details;
  else {
    try {
      text = JSON.stringify(details) ?? String(details);
    } catch {
      text = String(details);
    }
  }
  if (text === '{}' || text === '[]') return '—';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
