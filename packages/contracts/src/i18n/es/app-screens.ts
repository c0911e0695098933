import type { AppScreenCatalog } from '../catalog';
import { account } from './account';
import { application } from './application';
import { auth } from './auth';
import { chat } from './chat';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { errors } from './errors';
import { messages } from './messages';
import { pricing } from './pricing';

/** The Spanish app screens (es-US), as in ../en/app-screens.ts. */
export const esAppScreens: AppScreenCatalog = {
  application,
  pricing,
  auth,
  account,
  dashboard,
  documents,
  chat,
  messages,
  errors,
};
