import { enAppScreens } from '@advance/contracts';
import { addCatalog } from './i18n';

/*
 * The English texts of the screens behind the public pages (decision 027), registered when
 * this module runs: DataProvider imports it, so they load with the screens that use them and
 * never with the landing page. Spanish comes with the Spanish chunk (es-catalog.ts).
 */
addCatalog('en', enAppScreens);
