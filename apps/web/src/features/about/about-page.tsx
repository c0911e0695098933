import { marketing } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { HeartHandshake, Scale, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { appLocaleTag } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/document-title';
import { formatUsd } from '../../lib/money';
import { CompanyStats } from '../landing/company-stats';
import { PageContainer } from '../page/page-container';
import { usePublicFigures } from '../pricing/public-figures';
import { HELP_SECTION_ID } from '../shell/help-link';

export function AboutPage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('pages.about.title'));
  const figures = usePublicFigures();
  const aprRange = t('aprRange', { min: figures.aprRangeMin, max: figures.aprRangeMax });
  const commitments = [
    {
      id: 'privacy-security',
      title: t('about.privacyTitle'),
      text: t('about.privacyText'),
      Icon: ShieldCheck,
    },
    {
      id: 'responsible-lending',
      title: t('about.lendingTitle'),
      text: t('about.lendingText', { max: formatUsd(marketing.maxAdvance, appLocaleTag()) }),
      Icon: Scale,
    },
    {
      id: 'clear-pricing',
      title: t('about.pricingTitle'),
      text: t('about.pricingText', { aprRange }),
      Icon: HeartHandshake,
    },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <PageContainer className="max-w-4xl py-14 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('about.heading')}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-700">{t('about.lead')}</p>
        </PageContainer>
      </section>

      <PageContainer className="max-w-4xl space-y-16 py-14 sm:py-16">
        <section id="our-mission" aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.missionHeading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission')}</p>
        </section>

        <section id="our-story" aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.storyHeading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.story1')}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.story2')}</p>
        </section>

        <section aria-labelledby="numbers-heading">
          <h2 id="numbers-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.numbersHeading')}
          </h2>
          <CompanyStats className="mt-6 lg:grid-cols-3" />
        </section>

        <section aria-labelledby="commitments-heading">
          <h2 id="commitments-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.commitmentsHeading')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {commitments.map(({ id, title, text, Icon }) => (
              <li
                key={id}
                id={id}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-7 text-blue-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        {/* WCAG 2.2 3.2.6: where every page's Help link leads. */}
        <section id={HELP_SECTION_ID} aria-labelledby="help-heading" tabIndex={-1}>
          <h2 id="help-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.helpHeading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.helpText')}</p>
          <p className="mt-4 text-lg">
            <Link
              to="/"
              hash="faq"
              className="rounded font-medium text-blue-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              {t('about.helpFaq')}
            </Link>
          </p>
        </section>

        <div className="rounded-2xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('about.ready')}</p>
          <Button asChild className="mt-4">
            <Link to="/application">{t('about.apply')}</Link>
          </Button>
        </div>
      </PageContainer>
    </>
  );
}
