import { adverseActionTexts, type CustomerApplication } from '@advance/contracts';
import { useId } from 'react';

/**
 * Issue 19: a denied application shows the principal reasons of the decision, in the same
 * plain words as the adverse-action notice.
 */
export function DecisionReasons({ application }: { application: CustomerApplication }) {
  const headingId = useId();
  const reasons = application.decisionReasons ?? [];
  if (application.status !== 'Denied' || reasons.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {adverseActionTexts.cardReasons}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-slate-800">
        {reasons.map((reason) => (
          <li key={reason.code}>{reason.text}</li>
        ))}
      </ul>
    </section>
  );
}
