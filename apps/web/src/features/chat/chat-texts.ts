import type { SenderType } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
// The chat's English texts, registered with its code (decision 027), also outside DataProvider.
import '../../i18n/app-texts';
import { appLocaleTag } from '../../i18n/i18n';

/**
 * Issue 20: the chat's texts and date format for whoever looks at it. The customer reads
 * it in the app's language; staff screens stay English (the parts both sides share, the
 * log and the box, are English for `admin` whatever the page's language).
 */
export function useChatTexts(viewer: SenderType = 'user') {
  const staff = viewer === 'admin';
  const { t } = useTranslation('chat', staff ? { lng: 'en' } : undefined);
  return { t, localeTag: staff ? 'en-US' : appLocaleTag() };
}
