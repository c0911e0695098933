export type {
  AppScreenCatalog,
  Catalog,
  Messages,
  Namespace,
  ScreenCatalog,
} from './catalog';
export { en } from './en';
export { enAppScreens } from './en/app-screens';
// The wizard's first step's texts (of the `application` namespace) alone: its lean first step
// registers them without the other screens' texts and their modules' schemas (issue 15).
export { applicationStart as enApplicationStartTexts } from './en/application-start';
export { enScreens } from './en/screens';
export { es } from './es';
export { esAppScreens } from './es/app-screens';
export { esScreens } from './es/screens';
export * from './locale-schema';
export * from './locales';
export { catalogs, type TranslateValues, translate, translatorFor } from './translate';
