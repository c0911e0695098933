import { enApplicationStartTexts } from '@advance/contracts';
import { i18n } from '../../i18n/i18n';

/*
 * The English texts of the wizard's lean first step (issue 15), registered when this module
 * runs: the part of the `application` namespace that step shows, not DataProvider's catalogs
 * of every screen behind the public pages (nor the schemas their texts are read from); the
 * rest comes with the full wizard (full-wizard.tsx).
 */
if (!i18n.hasResourceBundle('en', 'application'))
  i18n.addResourceBundle('en', 'application', enApplicationStartTexts, true, false);
