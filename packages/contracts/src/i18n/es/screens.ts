import type { ScreenCatalog } from '../catalog';
import { common } from './common';
import { publicPages } from './public';
import { shell } from './shell';

/** The Spanish screens (es-US), apart from the e-mails as in ../en/screens.ts. */
export const esScreens: ScreenCatalog = { common, public: publicPages, shell };
