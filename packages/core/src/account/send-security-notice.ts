import type { Locale, Role, SecurityNoticeKind } from '@advance/contracts';
import type { CoreDeps } from '../deps';
import { mailLocaleOf } from '../mail/templates/mail-locale';
import {
  type SecurityNoticeDetails,
  securityNoticeMail,
} from '../mail/templates/security-notice-mail';

export type { SecurityNoticeDetails };

/**
 * E-mails the user about a security event on their account (password changed, passkey
 * added, second factor reset, sign-in from a new device) through the outbox, retried if the
 * relay fails; the caller's request never waits for the relay. Outside a transaction the
 * outbox is kicked at once. Given a transaction (to tie the mail to the change), the row is
 * invisible until commit, so the CALLER kicks after committing (`deps.outbox.kick()`, as
 * request-password-reset does); the outbox's interval is only the backstop.
 */
export async function sendSecurityNotice(
  deps: Pick<CoreDeps, 'db' | 'outbox'>,
  /** role and locale choose the mail's language (a customer's own; staff get English). */
  user: { email: string; firstName: string | null; role?: Role; locale?: Locale },
  kind: SecurityNoticeKind,
  details: SecurityNoticeDetails = {},
): Promise<void> {
  await deps.outbox.enqueue(deps.db, {
    to: user.email,
    ...(await securityNoticeMail(kind, user, details, mailLocaleOf(user))),
  });
  // A kick now, inside the transaction, would find nothing to send.
  if (!deps.db.isTransaction) deps.outbox.kick();
}
