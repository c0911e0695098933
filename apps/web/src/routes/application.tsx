import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApplicationEntry } from '../features/application/application-entry';
import { parseWizardSearch, type WizardStep } from '../lib/wizard-search';

export const Route = createFileRoute('/application')({
  // Issue 20: the wizard's step is in the URL (`?step=2`), so Back and Forward move it.
  validateSearch: parseWizardSearch,
  component: ApplicationRoute,
});

/**
 * No DataProvider here (issue 15): the page hydrates the wizard's first step alone, and the
 * wizard with its data layer loads when the form is first touched (application-entry.tsx).
 */
function ApplicationRoute() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onStep = useCallback(
    (next: WizardStep, options: { replace?: boolean } = {}) =>
      void navigate({ search: { step: next }, replace: options.replace ?? false }),
    [navigate],
  );
  return <ApplicationEntry requestedStep={step} onStep={onStep} />;
}
