import type { Catalog, Namespace } from './catalog';
import { en } from './en';
import { es } from './es';
import { LOCALE_TAGS, type Locale } from './locales';

export const catalogs: Record<Locale, Catalog> = { en, es };

export type TranslateValues = Readonly<Record<string, string | number>>;

/**
 * The catalogs without React, for the server (e-mails in the customer's language): the
 * same key syntax and `{{name}}` interpolation as i18next, and i18next's `_one`/`_other`
 * plural keys chosen by `count`, so a text reads the same from either side. A key missing
 * in a language falls back to English (the parity test keeps that from happening).
 */
export function translate(
  locale: Locale,
  namespace: Namespace,
  key: string,
  values: TranslateValues = {},
): string {
  const template =
    lookup(catalogs[locale][namespace], key, locale, values.count) ??
    lookup(catalogs.en[namespace], key, 'en', values.count) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** A translator bound to one language and namespace: `t('chat.subject')`. */
export const translatorFor =
  (locale: Locale, namespace: Namespace) => (key: string, values?: TranslateValues) =>
    translate(locale, namespace, key, values);

function lookup(
  tree: unknown,
  key: string,
  locale: Locale,
  count: string | number | undefined,
): string | undefined {
  const path = key.split('.');
  const last = path.pop() as string;
  let node: unknown = tree;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  const parent = node as Record<string, unknown> | undefined;
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count);
    const plural = parent?.[`${last}_${form}`] ?? parent?.[`${last}_other`];
    if (typeof plural === 'string') return plural;
  }
  const value = parent?.[last];
  return typeof value === 'string' ? value : undefined;
}
