import { isLocale, LOCALE_COOKIE, LOCALE_TAGS, type Locale } from '@advance/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language this page was served in: the server chose it (the `lang` cookie, else the
 * browser's Accept-Language) and wrote it as `<html lang>`, and the markup is in it, so the
 * first render must use the same one for hydration to match.
 */
export function servedLocale(): Locale {
  const lang = document.documentElement.lang.toLowerCase();
  return lang === LOCALE_TAGS.es.toLowerCase() || lang.startsWith('es') ? 'es' : 'en';
}

/** The visitor's explicit choice, if they made one on this browser. */
export function localeCookie(): Locale | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** Remembers the choice for a year; the server reads it to pick each page's language. */
export function writeLocaleCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
