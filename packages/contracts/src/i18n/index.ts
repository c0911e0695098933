export type { Catalog, Messages, Namespace, ScreenCatalog } from './catalog';
export { en } from './en';
export { enScreens } from './en/screens';
export { es } from './es';
export { esScreens } from './es/screens';
export * from './locale-schema';
export * from './locales';
export { catalogs, type TranslateValues, translate, translatorFor } from './translate';
