import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { CallToAction } from './call-to-action';
import { Faq } from './faq';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { StatsSection } from './stats-section';
import { TrustBadges } from './trust-badges';

export function LandingPage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('pages.home.title'));
  return (
    <>
      <Hero />
      <TrustBadges />
      <HowItWorks />
      <StatsSection />
      <CallToAction />
      <Faq />
    </>
  );
}
