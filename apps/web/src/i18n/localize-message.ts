import { useTranslation } from 'react-i18next';
import { appLocale, appLocaleTag, i18n } from './i18n';

/*
 * Issue 20: validation texts and server error messages live once, in English, in
 * @advance/contracts, and reach the browser as English strings (a zod issue, a tRPC error's
 * message, a toast's title). The places that show them (form fields, the error summary, form
 * alerts, the toaster) pass them through `localizeMessage`, which finds the English text
 * among the `errors` namespace's English values and gives its text in the app's language.
 * A text it does not know (already translated where it was written, or not a listed
 * message) comes back unchanged, and so does everything while the namespace is not loaded
 * (it is registered with DataProvider; the toaster also shows on the public pages).
 */

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
}

interface Lookup {
  exact: Map<string, string>;
  templates: Template[];
}

const NAMESPACE = 'errors';
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

let lookup: Lookup | undefined;

/** Every string leaf of a catalog namespace as "a.b" → text. */
function leaves(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (typeof tree === 'object' && tree !== null)
    for (const [key, value] of Object.entries(tree))
      leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "At most {{max}} characters" → /^At most (.+?) characters$/ with names ["max"]. */
function templateOf(english: string, translated: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(english.slice(last, match.index))}(.+?)`;
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names, translated };
}

/** The English → Spanish table, built once, the first time both catalogs are there. */
function buildLookup(): Lookup | undefined {
  if (lookup) return lookup;
  const english = i18n.getResourceBundle('en', NAMESPACE) as unknown;
  const spanish = i18n.getResourceBundle('es', NAMESPACE) as unknown;
  if (!english || !spanish) return undefined;
  const translations = leaves(spanish);
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of leaves(english)) {
    const translated = translations.get(key);
    if (!translated) continue;
    if (text.includes('{{')) templates.push(templateOf(text, translated));
    else if (!exact.has(text)) exact.set(text, translated);
  }
  lookup = { exact, templates };
  return lookup;
}

/** A date the English message carries ("Dec 03, 2026", lib/format's US format). */
const ENGLISH_DATE = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date written the app's way, as lib/format's formatDate writes it for the locale ("03 dic
 * 2026"); anything else is carried over as it is. Intl, not lib/format: the toaster and the
 * form fields load this module, and date-fns need not come with them.
 */
function localizeValue(value: string): string {
  const match = ENGLISH_DATE.exec(value);
  const month = match ? MONTHS.indexOf(match[1] as string) : -1;
  if (!match || month < 0) return value;
  const date = new Date(Number(match[3]), month, Number(match[2]));
  if (date.getDate() !== Number(match[2])) return value;
  return new Intl.DateTimeFormat(appLocaleTag(), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/**
 * `text` in the app's language: unchanged in English, for a text the `errors` namespace
 * does not list, or before it is loaded. A templated message's values (a date, an amount)
 * are carried into the translation.
 */
export function localizeMessage(text: string): string {
  if (appLocale() === 'en' || text === '') return text;
  const table = buildLookup();
  if (!table) return text;
  const found = table.exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, names, translated } of table.templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    return translated.replace(PLACEHOLDER, (whole, name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? whole : localizeValue(match[index + 1] ?? '');
    });
  }
  return text;
}

/** For a ReactNode that may be a string (toast titles and descriptions). */
export function localizeNode<T>(node: T): T | string {
  return typeof node === 'string' ? localizeMessage(node) : node;
}

/**
 * `localizeMessage` for a component: it re-renders when the language changes, so a message
 * already shown follows the switch.
 */
export function useLocalizeMessage(): (text: string) => string {
  useTranslation();
  return localizeMessage;
}
