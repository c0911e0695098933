import { useTranslation } from 'react-i18next';
import { PageContainer } from '../page/page-container';
import { CompanyStats } from './company-stats';

export function StatsSection() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="stats-heading" className="bg-blue-800 py-16 text-white sm:py-20">
      <PageContainer>
        <h2 id="stats-heading" className="text-3xl font-bold tracking-tight">
          {t('stats.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-blue-100">{t('stats.lead')}</p>
        <CompanyStats tone="dark" className="mt-10" />
      </PageContainer>
    </section>
  );
}
