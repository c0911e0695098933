export type {
  AppScreenCatalog,
  Catalog,
  Messages,
  Namespace,
  ScreenCatalog,
} from './catalog';
export { en } from './en';
export { enAppScreens } from './en/app-screens';
export { enScreens } from './en/screens';
export { es } from './es';
export { esAppScreens } from './es/app-screens';
export { esScreens } from './es/screens';
export * from './locale-schema';
export * from './locales';
export { catalogs, type TranslateValues, translate, translatorFor } from './translate';
