import { BadgePercent, Clock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../page/page-container';
import { usePublicFigures } from '../pricing/public-figures';

export function TrustBadges() {
  const { t } = useTranslation('public');
  const figures = usePublicFigures();
  const badges = [
    { id: 'security', title: t('trust.securityTitle'), text: t('trust.securityText'), Icon: Lock },
    { id: 'fast', title: t('trust.fastTitle'), text: t('trust.fastText'), Icon: Clock },
    {
      id: 'fee',
      title: t('trust.feeTitle'),
      text: t('trust.feeText', {
        feePercent: figures.feePercent,
        aprRange: t('aprRange', { min: figures.aprRangeMin, max: figures.aprRangeMax }),
      }),
      Icon: BadgePercent,
    },
  ];
  return (
    <section aria-labelledby="trust-heading" className="border-y border-slate-200 bg-white">
      <PageContainer>
        <h2 id="trust-heading" className="sr-only">
          {t('trust.heading')}
        </h2>
        <ul className="grid gap-6 py-10 md:grid-cols-3">
          {badges.map(({ id, title, text, Icon }) => (
            <li key={id} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
