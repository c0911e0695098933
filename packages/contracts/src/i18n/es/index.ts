import type { Catalog } from '../catalog';
import { esAppScreens } from './app-screens';
import { mail } from './mail';
import { esScreens } from './screens';

/** The Spanish catalog (es-US): the English keys exactly, each written for the reader. */
export const es: Catalog = { ...esScreens, ...esAppScreens, mail };
