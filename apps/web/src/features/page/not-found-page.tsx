import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from './page-container';

/** Any unknown path, and /admin for non-staff (as if the route did not exist). */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('notFound.heading')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{t('pages.notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </PageContainer>
  );
}
