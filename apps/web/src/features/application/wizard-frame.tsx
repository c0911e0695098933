import { marketing } from '@advance/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { appLocaleTag } from '../../i18n/i18n';
import { formatUsd } from '../../lib/money';
import type { WizardStep } from '../../lib/wizard-search';
import { PageContainer } from '../page/page-container';
import { WizardProgress } from './wizard-progress';
import { stepKeys } from './wizard-step-keys';

/*
 * The wizard's page around its steps, without the form library, the schemas or the data
 * layer: the full wizard (application-page.tsx) and its lean first step (issue 15,
 * application-entry.tsx) render the same markup with it, so the one replaces the other
 * without a shift.
 */

export function WizardHeading() {
  const { t } = useTranslation('application');
  const localeTag = appLocaleTag();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('heading')}
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        {t('lead', {
          min: formatUsd(marketing.minAdvance, localeTag),
          max: formatUsd(marketing.maxAdvance, localeTag),
        })}
      </p>
    </>
  );
}

/** The heading, the progress bar and the card the open step is shown in. */
export function WizardFrame({
  step,
  steps,
  focusOnChange,
  children,
}: {
  step: WizardStep;
  steps: WizardStep[];
  /** See StepHeading. */
  focusOnChange: boolean;
  children: ReactNode;
}) {
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <WizardHeading />
      <div className="mt-8">
        <WizardProgress step={step} steps={steps} />
      </div>
      <Card className="comfortable-text mt-6">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <StepHeading step={step} focusOnChange={focusOnChange} />
          {children}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * The step's title. When the step changes, focus moves here so keyboard and screen-reader
 * users start at the top of the new step; not on first arrival (the page heading is there),
 * and not when a step opens to show server errors (focus goes to the first of them).
 */
function StepHeading({ step, focusOnChange }: { step: WizardStep; focusOnChange: boolean }) {
  const { t } = useTranslation('application');
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    if (focusOnChange) ref.current?.focus();
  }, [step, focusOnChange]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
    >
      {t(`steps.${stepKeys[step]}`)}
    </h2>
  );
}
