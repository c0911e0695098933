import type { en } from './en';
import type { enAppScreens } from './en/app-screens';
import type { enScreens } from './en/screens';

/**
 * The shape every language's catalog must have: the English keys, each a string. A key
 * left out, or one English does not have, is a type error in the Spanish catalog (and the
 * parity test catches the same at run time).
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
export type Catalog = Messages<typeof en>;
export type Namespace = keyof Catalog;
/** The namespaces the web app loads (no e-mail texts). */
export type ScreenCatalog = Messages<typeof enScreens>;
/** The namespaces of the screens behind the public pages, registered with their code. */
export type AppScreenCatalog = Messages<typeof enAppScreens>;
