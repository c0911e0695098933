import { account } from './account';
import { application } from './application';
import { auth } from './auth';
import { chat } from './chat';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { errors } from './errors';
import { messages } from './messages';
import { pricing } from './pricing';

/**
 * The namespaces of the screens behind the public pages (wizard, sign-in, dashboard, chat,
 * messages, account), apart from `enScreens`: the web app registers these with the code of
 * the screens that fetch (apps/web/src/i18n/app-texts.ts, imported by DataProvider), so the
 * landing page never loads them nor the contracts modules their texts come from.
 */
export const enAppScreens = {
  application,
  pricing,
  auth,
  account,
  dashboard,
  documents,
  chat,
  messages,
  errors,
} as const;
