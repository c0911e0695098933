import { marketing, type PublicFigures, publicPageMessages } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { HeartHandshake, Scale, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { formatUsd } from '../../lib/money';
import { CompanyStats } from '../landing/company-stats';
import { PageContainer } from '../page/page-container';
import { aprRangeStatement, usePublicFigures } from '../pricing/public-figures';

const commitments = (figures: PublicFigures) => [
  {
    id: 'privacy-security',
    title: 'Privacy & Security',
    text: 'Your information travels over 256-bit SSL encryption and is handled following SOC 2 practices.',
    Icon: ShieldCheck,
  },
  {
    id: 'responsible-lending',
    title: 'Responsible Lending',
    text: `We look at your monthly benefit and your housing costs before offering an advance, and first advances are capped at ${formatUsd(marketing.maxAdvance)} so repaying stays manageable.`,
    Icon: Scale,
  },
  {
    id: 'clear-pricing',
    title: 'Clear Pricing',
    text: `One processing fee per advance and its APR, both shown before you apply. ${aprRangeStatement(figures)}.`,
    Icon: HeartHandshake,
  },
];

export function AboutPage() {
  useDocumentTitle(publicPageMessages.about.title);
  const figures = usePublicFigures();
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <PageContainer className="max-w-4xl py-14 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            About Us
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-700">
            {marketing.brandName} offers cash advances to people who receive Social Security
            benefits, with plain terms, one clear fee and real people to talk to.
          </p>
        </PageContainer>
      </section>

      <PageContainer className="max-w-4xl space-y-16 py-14 sm:py-16">
        <section id="our-mission" aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Our Mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            A benefit arrives once a month; life does not wait for it. Our mission is to give
            benefit recipients fair, fast access to their own money when an unexpected bill comes
            up, without confusing terms, hidden costs or a trip to a storefront lender.
          </p>
        </section>

        <section id="our-story" aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Our Story
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            We founded {marketing.brandName} in {marketing.foundedYear} after seeing how often
            retirees and people with disabilities were offered costly short-term loans when all they
            needed was a few hundred dollars until their next payment. We built a simple online
            application that takes {marketing.preQualifyMinutes}, reviews in{' '}
            {marketing.approvalHours}, and pays out in {marketing.fundsDays}.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            Since then we have advanced {marketing.totalAdvanced} to customers across the country,
            and we keep the same promise: the lowest rates we can offer and a support team that
            answers your messages.
          </p>
        </section>

        <section aria-labelledby="numbers-heading">
          <h2 id="numbers-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            By the Numbers
          </h2>
          <CompanyStats className="mt-6 lg:grid-cols-3" />
        </section>

        <section aria-labelledby="commitments-heading">
          <h2 id="commitments-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Our Commitments
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {commitments(figures).map(({ id, title, text, Icon }) => (
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

        <div className="rounded-2xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">Ready when you are.</p>
          <Button asChild className="mt-4">
            <Link to="/application">Apply for an Advance</Link>
          </Button>
        </div>
      </PageContainer>
    </>
  );
}
