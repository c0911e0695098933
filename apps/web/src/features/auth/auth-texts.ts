import { enAppScreens } from '@advance/contracts';
import { i18n } from '../../i18n/i18n';

/*
 * The English texts of the sign-in page (its own words, and the `errors` namespace that says
 * contracts' messages in the page's language), registered when this module runs. The sign-in
 * page loads these, not DataProvider's catalogs of every screen behind the public pages
 * (issue 15); the rest come with the first screen that fetches.
 */
const signInTexts = { auth: enAppScreens.auth, errors: enAppScreens.errors };
for (const [namespace, texts] of Object.entries(signInTexts))
  if (!i18n.hasResourceBundle('en', namespace))
    i18n.addResourceBundle('en', namespace, texts, true, false);
