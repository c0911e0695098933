import {
  type AppScreenCatalog,
  DEFAULT_LOCALE,
  enScreens,
  LOCALE_TAGS,
  type Locale,
  type ScreenCatalog,
} from '@advance/contracts';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The app's one i18next instance (issue 20, decision 027). English is bundled (it is the
 * spec's language and every page's fallback); Spanish is a separate chunk loaded only when
 * a page is shown in Spanish (load-catalog.ts). Catalogs come from @advance/contracts, one
 * namespace per area: a component says `useTranslation('public')` and `t('hero.heading')`.
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'es'],
  resources: { en: enScreens },
  ns: Object.keys(enScreens),
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  // Synchronous: the prerender and the browser's first render read the texts at once.
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds a language's catalog to the instance (each namespace as a resource bundle). */
export function addCatalog(locale: Locale, catalog: ScreenCatalog | AppScreenCatalog): void {
  for (const [namespace, texts] of Object.entries(catalog))
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, texts, true, false);
}

/** The language the app speaks now. */
export const appLocale = (): Locale => (i18n.language === 'es' ? 'es' : 'en');

/** The BCP 47 tag for Intl and `<html lang>` ("en-US", "es-US"). */
export const appLocaleTag = (): string => LOCALE_TAGS[appLocale()];
