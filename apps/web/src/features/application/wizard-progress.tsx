import { Progress } from '../../components/ui/progress';
import { stepTitles, type WizardStep } from './wizard-steps';

/**
 * Spec part 2's progress bar, now with the review step (issue 20): "Step n of total", counted
 * over the steps this visitor walks (a signed-in applicant skips the account step).
 */
export function WizardProgress({ step, steps }: { step: WizardStep; steps: WizardStep[] }) {
  const position = Math.max(1, steps.indexOf(step) + 1);
  const text = `Step ${position} of ${steps.length}`;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-semibold text-blue-800">{text}</span>
        <span className="text-slate-600">{stepTitles[step]}</span>
      </div>
      <Progress
        value={position}
        max={steps.length}
        label="Application progress"
        valueText={`${text}: ${stepTitles[step]}`}
      />
    </div>
  );
}
