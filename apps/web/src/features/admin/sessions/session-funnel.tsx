import { analyticsMessages, type FunnelStepCount } from '@advance/contracts';
import { countText, percentText } from './session-format';

/**
 * Visit → application started → submitted → approved, from our own data. Each step says its
 * count and share of visits in words; the bar only repeats it for the eye.
 */
export function SessionFunnel({ steps }: { steps: FunnelStepCount[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step) => (
        <li key={step.step}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-800">
              {analyticsMessages.funnelSteps[step.step]}
            </span>
            <span className="text-slate-900">
              <span className="font-semibold">{countText(step.count)}</span>{' '}
              <span className="text-slate-600">
                ({percentText(step.percentOfVisits)} of visits)
              </span>
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-slate-100">
            <div
              className="h-2.5 rounded-full bg-blue-700"
              style={{ width: `${Math.min(100, step.percentOfVisits)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
