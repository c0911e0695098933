import { analyticsMessages, type TopReferrer } from '@advance/contracts';
import { BreakableText } from '../breakable-text';
import { AnalyticsTable } from './analytics-table';
import { countText } from './session-format';

/** Spec part 2: top 10 referrers; a visit without one is Direct Traffic. */
export function TopReferrersTable({ referrers }: { referrers: TopReferrer[] }) {
  return (
    <AnalyticsTable
      caption={analyticsMessages.topReferrers}
      columns={[{ label: 'Referrer' }, { label: 'Sessions', numeric: true }]}
      empty={analyticsMessages.noReferrers}
      rows={referrers.map((referrer) => ({
        key: referrer.referrer_domain ?? '',
        cells: [
          <BreakableText
            key="domain"
            className="text-slate-900"
            text={referrer.referrer_domain ?? analyticsMessages.directTraffic}
          />,
          countText(referrer.sessions),
        ],
      }))}
    />
  );
}
