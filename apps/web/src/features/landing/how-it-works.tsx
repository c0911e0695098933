import { useTranslation } from 'react-i18next';
import { PageContainer } from '../page/page-container';

const STEPS = ['preQualify', 'submit', 'approved', 'funds'] as const;

export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="py-16 sm:py-20">
      <PageContainer>
        <div className="max-w-2xl">
          <h2
            id="how-it-works-heading"
            className="text-3xl font-bold tracking-tight text-slate-900"
          >
            {t('howItWorks.heading')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('howItWorks.lead')}</p>
        </div>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t('howItWorks.stepLabel', { number: index + 1 })}</span>
                {t(`howItWorks.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`howItWorks.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
