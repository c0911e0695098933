import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../page/page-container';

export function CallToAction() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <PageContainer>
        <div className="rounded-3xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t('cta.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-100">{t('cta.text')}</p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <Link to="/application">{t('cta.button')}</Link>
          </Button>
        </div>
      </PageContainer>
    </section>
  );
}
