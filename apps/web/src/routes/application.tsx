import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApplicationPage } from '../features/application/application-page';
import { DataProvider } from '../lib/data-provider';
import { parseWizardSearch, type WizardStep } from '../lib/wizard-search';

export const Route = createFileRoute('/application')({
  // Issue 20: the wizard's step is in the URL (`?step=2`), so Back and Forward move it.
  validateSearch: parseWizardSearch,
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onStep = useCallback(
    (next: WizardStep, options: { replace?: boolean } = {}) =>
      void navigate({ search: { step: next }, replace: options.replace ?? false }),
    [navigate],
  );
  return (
    <DataProvider>
      <ApplicationPage requestedStep={step} onStep={onStep} />
    </DataProvider>
  );
}
