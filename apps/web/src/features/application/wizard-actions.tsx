import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The row under each step: Back (when there is a step before) and the step's main action. */
export function WizardActions({
  onBack,
  backDisabled,
  submitLabel,
  pending = false,
  pendingLabel,
}: {
  onBack?: () => void;
  backDisabled?: boolean;
  submitLabel: ReactNode;
  pending?: boolean;
  pendingLabel?: ReactNode;
}) {
  const { t } = useTranslation('application');
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={backDisabled}>
          <ArrowLeft aria-hidden="true" />
          {t('actions.back')}
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        {pending ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
