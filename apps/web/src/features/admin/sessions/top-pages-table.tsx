import { analyticsMessages, type TopPage } from '@advance/contracts';
import { AnalyticsTable } from './analytics-table';
import { countText, minutesText } from './session-format';

/** Spec part 2: top 10 pages with views and average minutes on the page. */
export function TopPagesTable({ pages }: { pages: TopPage[] }) {
  return (
    <AnalyticsTable
      caption={analyticsMessages.topPages}
      columns={[
        { label: 'Page' },
        { label: 'Views', numeric: true },
        { label: 'Avg. time', numeric: true },
      ]}
      empty={analyticsMessages.noPages}
      rows={pages.map((page) => ({
        key: page.path,
        cells: [
          <span key="path" className="font-mono text-xs break-all text-slate-900">
            {page.path}
          </span>,
          countText(page.views),
          minutesText(page.avgTimeOnPage),
        ],
      }))}
    />
  );
}
