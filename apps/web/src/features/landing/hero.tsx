import { marketing } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { appLocaleTag } from '../../i18n/i18n';
import { formatUsd } from '../../lib/money';
import { PageContainer } from '../page/page-container';
import { ExampleCard } from './example-card';

export function Hero() {
  const { t } = useTranslation('public');
  const tag = appLocaleTag();
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <PageContainer className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {t('hero.heading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            {t('hero.lead', {
              min: formatUsd(marketing.minAdvance, tag),
              max: formatUsd(marketing.maxAdvance, tag),
            })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/application">
                {t('hero.getStarted')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/" hash="how-it-works">
                {t('hero.seeHow')}
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('hero.noSignIn')}</p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <ExampleCard />
        </div>
      </PageContainer>
    </section>
  );
}
