import {
  type AppScreenCatalog,
  enScreens,
  type Locale,
  type ScreenCatalog,
} from '@advance/contracts';

/**
 * A language's catalog: English is already in the bundle (the app screens' English with
 * their code, app-texts.ts), Spanish is fetched on first use, all its namespaces at once.
 */
export function loadCatalog(locale: Locale): Promise<ScreenCatalog & Partial<AppScreenCatalog>> {
  if (locale === 'en') return Promise.resolve(enScreens);
  return import('./es-catalog').then((m) => ({ ...m.esScreens, ...m.esAppScreens }));
}
