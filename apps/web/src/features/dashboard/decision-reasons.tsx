import type { CustomerApplication, DecisionReason } from '@advance/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 19: a denied application shows the principal reasons of the decision, in the same
 * plain words as the adverse-action notice, in the customer's language. An "other" reason
 * is what staff wrote, shown as written.
 */
export function DecisionReasons({ application }: { application: CustomerApplication }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const reasons = application.decisionReasons ?? [];
  if (application.status !== 'Denied' || reasons.length === 0) return null;
  const textOf = (reason: DecisionReason) =>
    reason.code === 'other' ? reason.text : t(`decision.reasons.${reason.code}`);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('decision.reasonsHeading')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-slate-800">
        {reasons.map((reason) => (
          <li key={reason.code}>{textOf(reason)}</li>
        ))}
      </ul>
    </section>
  );
}
