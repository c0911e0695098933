import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/**
 * One figure of a row of counts (the admin summary, the Sessions tab). Rows are one
 * description list: the label is the term, the figure its description, so a screen reader
 * reads them as pairs. Put several inside `<dl className="grid ...">`.
 */
export function StatCard({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900">{children}</dd>
    </Card>
  );
}
