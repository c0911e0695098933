import { enScreens, type Locale, type ScreenCatalog } from '@advance/contracts';

/** A language's catalog: English is already in the bundle, Spanish is fetched on first use. */
export function loadCatalog(locale: Locale): Promise<ScreenCatalog> {
  if (locale === 'en') return Promise.resolve(enScreens);
  return import('./es-catalog').then((m) => m.esScreens);
}
