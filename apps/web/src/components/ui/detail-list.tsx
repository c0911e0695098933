import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs as a description list, so screen readers announce each value with its
 * label. `columns={2}` lays them out side by side from the small breakpoint up.
 */
export function DetailList({
  items,
  columns = 1,
  className,
}: {
  items: DetailItem[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="break-words text-base font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
