import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../../i18n/app-texts';
import { appLocaleTag, i18n } from '../../i18n/i18n';

export type DashboardT = TFunction<'dashboard'>;
export type PricingT = TFunction<'pricing'>;

/** What a customer screen reads its texts with: the app's language, or fixed English. */
export interface DashboardTexts {
  t: DashboardT;
  pricingT: PricingT;
  /** For Intl: "en-US", "es-US". */
  localeTag: string;
}

/**
 * Staff screens (and tests) read the customer's statuses and details in English whatever
 * the app's language (issue 20: staff screens stay English).
 */
export function englishTexts(): DashboardTexts {
  return {
    t: i18n.getFixedT('en', 'dashboard'),
    pricingT: i18n.getFixedT('en', 'pricing'),
    localeTag: 'en-US',
  };
}

/**
 * The dashboard's texts in the app's language on a customer screen (`localized`), in
 * English elsewhere. Re-renders when the language changes.
 */
export function useDashboardTexts(localized = true): DashboardTexts {
  const options = localized ? undefined : { lng: 'en' };
  const { t } = useTranslation('dashboard', options);
  const { t: pricingT } = useTranslation('pricing', options);
  return { t, pricingT, localeTag: localized ? appLocaleTag() : 'en-US' };
}
