/**
 * Issue 20: the customer-facing product speaks English and Spanish (es-US). Staff screens
 * stay English. `en` is the spec's language and the fallback for anything unknown.
 * No zod here: public pages import this, and zod stays out of their first load
 * (`localeSchema` is in locale-schema.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for Intl (dates, money) and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** How each language names itself in the switch ("English | Español"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The visitor's explicit choice, kept across visits (a signed-in customer's is on the account). */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): highest
 * q-value first, ties in the header's order; `es-MX`, `es-419` and `es` all mean Spanish.
 * Nothing we speak (or no header) gives English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((r) => r.primary && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLocale(range.primary)) return range.primary;
    if (range.primary === '*') return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}
