import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { pageInfo } from '../../lib/pagination';

/** Previous/Next under a server-paged list, with "Showing X–Y of Z" announced politely. */
export function Pager({
  offset,
  shown,
  total,
  totalCapped = false,
  pageSize,
  onOffsetChange,
  label,
}: {
  offset: number;
  shown: number;
  total: number;
  /** The server stopped counting at `total`: there are more. */
  totalCapped?: boolean | undefined;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  /** Names the navigation landmark ("Applications pages"). */
  label: string;
}) {
  const info = pageInfo(offset, shown, total, totalCapped);
  if (!info.rangeText && !info.hasPrevious) return null;
  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite" className="text-sm text-slate-700">
        {info.rangeText}
      </p>
      <div className="flex gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={!info.hasPrevious}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!info.hasNext}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
