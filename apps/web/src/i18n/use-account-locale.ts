import type { PublicUser } from '@advance/contracts';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../features/auth/use-current-user';
import { appLocale } from './i18n';
import { localeCookie, writeLocaleCookie } from './locale-cookie';
import { wasPrerendered } from './served-page';
import { setAppLocale } from './set-app-locale';

/**
 * On sign-in (and on load with a session) the app speaks the account's language: a
 * customer who chose Spanish on another device finds it here too. Keyed on who is signed
 * in, not on the locale, so the switch itself is never undone.
 *
 * A prerendered page whose session turns out to speak the other language is loaded again
 * once the cookie says so (the server then sends it in that language): a language change
 * is an external-store update React cannot defer, and made while later parts of the page
 * still hydrate it would render them against the server's markup. Only when the cookie
 * really holds the choice, so a browser that refuses cookies never reloads in a loop.
 */
export function useAccountLocale(): void {
  const user = useCurrentUser();
  const previous = useRef<PublicUser | null | undefined>(undefined);
  const userId = user?.id;
  const signedOut = user === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: who is signed in is the trigger.
  useEffect(() => {
    const firstAnswer = previous.current === undefined;
    previous.current = user;
    if (!user || user.locale === appLocale()) return;
    const locale = user.locale;
    writeLocaleCookie(locale);
    if (firstAnswer && wasPrerendered() && localeCookie() === locale) {
      location.reload();
      return;
    }
    void setAppLocale(locale);
  }, [userId, signedOut]);
}
