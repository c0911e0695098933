import { Progress } from '../../components/ui/progress';
import { stepTitles, WIZARD_STEP_COUNT, type WizardStep } from './wizard-steps';

/** Spec part 2: a progress bar of step/3, with the step also written out. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const text = `Step ${step} of ${WIZARD_STEP_COUNT}`;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-semibold text-blue-800">{text}</span>
        <span className="text-slate-600">{stepTitles[step]}</span>
      </div>
      <Progress
        value={step}
        max={WIZARD_STEP_COUNT}
        label="Application progress"
        valueText={`${text}: ${stepTitles[step]}`}
      />
    </div>
  );
}
