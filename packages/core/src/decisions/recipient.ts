import { DEFAULT_LOCALE, type Locale } from '@advance/contracts';
import { type Db, findUserById, type StoredApplication } from '@advance/db';
import type { CoreDeps } from '../deps';
import { mailLocaleOf } from '../mail/templates/mail-locale';

export interface DecisionRecipient {
  /** The account holder, when there is one: Message Center messages go to them. */
  userId: string | null;
  email: string;
  firstName: string | null;
  /**
   * Issue 20: the language of their e-mails and Message Center notices (the account's; English
   * without one, or for staff).
   */
  locale: Locale;
  dashboardUrl: string;
}

/**
 * Who a decision is addressed to: the applicant's account, or — when the account is gone —
 * the address on the application, so a legal notice always has somewhere to go.
 */
export async function decisionRecipient(
  db: Db,
  deps: Pick<CoreDeps, 'config'>,
  application: StoredApplication,
): Promise<DecisionRecipient> {
  const user = application.userId ? await findUserById(db, application.userId) : undefined;
  return {
    userId: user?.id ?? null,
    email: user?.email ?? application.email,
    firstName: user?.firstName ?? application.firstName,
    locale: user ? mailLocaleOf(user) : DEFAULT_LOCALE,
    dashboardUrl: new URL('/dashboard', deps.config.appOrigin).toString(),
  };
}
