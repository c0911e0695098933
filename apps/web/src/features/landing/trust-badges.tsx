import { marketing, type PublicFigures } from '@advance/contracts';
import { BadgePercent, Clock, Lock } from 'lucide-react';
import { PageContainer } from '../page/page-container';
import { aprRangeStatement, usePublicFigures } from '../pricing/public-figures';

const badges = (figures: PublicFigures) => [
  {
    title: 'Bank-Level Security',
    text: '256-bit SSL encryption and SOC 2 practices protect your personal information.',
    Icon: Lock,
  },
  {
    title: 'Fast Approval',
    text: `Decisions in ${marketing.approvalHours}, and funds in ${marketing.fundsDays} once approved.`,
    Icon: Clock,
  },
  {
    title: 'One Clear Fee',
    text: `A single ${figures.feePercent} processing fee you see up front. ${aprRangeStatement(figures)}.`,
    Icon: BadgePercent,
  },
];

export function TrustBadges() {
  const figures = usePublicFigures();
  return (
    <section aria-labelledby="trust-heading" className="border-y border-slate-200 bg-white">
      <PageContainer>
        <h2 id="trust-heading" className="sr-only">
          Why customers trust us
        </h2>
        <ul className="grid gap-6 py-10 md:grid-cols-3">
          {badges(figures).map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-4">
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
