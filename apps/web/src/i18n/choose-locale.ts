import type { Locale } from '@advance/contracts';
import { currentUser, setCurrentUser } from '../lib/current-user-store';
import { localeCookie, writeLocaleCookie } from './locale-cookie';
import { saveAccountLocale } from './save-account-locale';
import { wasPrerendered } from './served-page';
import { setAppLocale } from './set-app-locale';

/**
 * The person picked a language: the cookie keeps it on this browser, and a signed-in user's
 * account keeps it everywhere (and for their e-mails). A page the server prerendered loads
 * again, in the new language from the server: React may still be hydrating parts of it, and
 * a language change (an external-store update React cannot defer) made then renders them
 * against the server's markup (a hydration mismatch, React #418, seen in the e2e tests).
 * The app shell's screens change at once.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  const user = currentUser();
  if (user && user.locale !== locale) {
    setCurrentUser({ ...user, locale });
    // Before any reload: the server serves a signed-in user's pages in the account's language.
    await saveAccountLocale(locale);
  }
  if (wasPrerendered() && localeCookie() === locale) {
    location.reload();
    return;
  }
  await setAppLocale(locale);
}
