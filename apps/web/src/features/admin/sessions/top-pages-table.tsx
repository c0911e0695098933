import { analyticsMessages, type TopPage } from '@advance/contracts';
import { BreakableText } from '../breakable-text';
import { AnalyticsTable } from './analytics-table';
import { countText, timeOnPageText } from './session-format';

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
          <BreakableText
            key="path"
            className="font-mono text-xs text-slate-900"
            text={page.path}
          />,
          countText(page.views),
          timeOnPageText(page.avgTimeOnPage),
        ],
      }))}
    />
  );
}
