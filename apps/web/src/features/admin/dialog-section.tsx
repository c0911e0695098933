import type { ReactNode, Ref } from 'react';

/** A titled block of the Application Details dialog. */
export function DialogSection({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** Makes the heading a focus target (tabIndex -1) for when a control in it disappears. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <h3
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="border-b border-slate-200 pb-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
