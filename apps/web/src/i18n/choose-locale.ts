import type { Locale } from '@advance/contracts';
import { currentUser, setCurrentUser } from '../lib/current-user-store';
import { writeLocaleCookie } from './locale-cookie';
import { saveAccountLocale } from './save-account-locale';
import { setAppLocale } from './set-app-locale';

/**
 * The person picked a language: the page changes at once, the cookie keeps it on this
 * browser, and a signed-in user's account keeps it everywhere (and for their e-mails).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  await setAppLocale(locale);
  const user = currentUser();
  if (!user || user.locale === locale) return;
  setCurrentUser({ ...user, locale });
  await saveAccountLocale(locale);
}
