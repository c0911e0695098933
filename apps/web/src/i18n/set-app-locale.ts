import { LOCALE_TAGS, type Locale } from '@advance/contracts';
import { addCatalog, i18n } from './i18n';
import { loadCatalog } from './load-catalog';

/**
 * Switches the app to `locale`: loads its catalog if needed, re-renders every translated
 * text, and sets `<html lang>` so screen readers pronounce the page in its language.
 */
export async function setAppLocale(locale: Locale): Promise<void> {
  addCatalog(locale, await loadCatalog(locale));
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}
