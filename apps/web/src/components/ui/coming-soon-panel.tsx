import type { LucideIcon } from 'lucide-react';

/**
 * A clearly marked slot for a feature that is not built yet: a heading and one line saying
 * what will be here, and no controls that would do nothing.
 */
export function ComingSoonPanel({
  title,
  icon: Icon,
  children,
  headingLevel: Heading = 'h3',
}: {
  title: string;
  icon: LucideIcon;
  children: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-slate-600" />
        <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        <span className="ml-auto rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
          Coming soon
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{children}</p>
    </section>
  );
}
