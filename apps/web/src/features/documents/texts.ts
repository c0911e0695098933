import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../../i18n/app-texts';
import { i18n } from '../../i18n/i18n';

export type DocumentsT = TFunction<'documents'>;

/** Staff screens (and tests): the documents' texts in English whatever the app's language. */
export const englishDocuments = (): DocumentsT => i18n.getFixedT('en', 'documents');

/**
 * The documents' texts in the app's language on a customer screen (`localized`), in
 * English on staff screens (issue 20: staff screens stay English).
 */
export function useDocumentsT(localized: boolean): DocumentsT {
  const { t } = useTranslation('documents', localized ? undefined : { lng: 'en' });
  return t;
}
