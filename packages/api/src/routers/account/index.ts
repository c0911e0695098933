import { router } from '../../trpc';
import { getEmailPreferences } from './get-email-preferences';
import { setEmailPreferences } from './set-email-preferences';
import { setLocale } from './set-locale';

/** Issue 19: the signed-in user's own settings (the security paths stay under auth). */
export const accountRouter = router({
  emailPreferences: getEmailPreferences,
  setEmailPreferences,
  setLocale,
});
