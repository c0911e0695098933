import { useTranslation } from 'react-i18next';
import { Progress } from '../../components/ui/progress';
import type { WizardStep } from '../../lib/wizard-search';
import { stepKeys } from './wizard-step-keys';

/**
 * Spec part 2's progress bar, now with the review step (issue 20): "Step n of total", counted
 * over the steps this visitor walks (a signed-in applicant skips the account step).
 */
export function WizardProgress({ step, steps }: { step: WizardStep; steps: WizardStep[] }) {
  const { t } = useTranslation('application');
  const position = Math.max(1, steps.indexOf(step) + 1);
  const text = t('progress.position', { position, total: steps.length });
  const title = t(`steps.${stepKeys[step]}`);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-semibold text-blue-800">{text}</span>
        <span className="text-slate-600">{title}</span>
      </div>
      <Progress
        value={position}
        max={steps.length}
        label={t('progress.label')}
        valueText={`${text}: ${title}`}
      />
    </div>
  );
}
