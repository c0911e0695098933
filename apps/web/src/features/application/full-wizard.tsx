import { enAppScreens } from '@advance/contracts';
import { i18n } from '../../i18n/i18n';
import { DataProvider } from '../../lib/data-provider';
import { ApplicationPage, type WizardNavigation } from './application-page';
import type { WizardHandOver } from './wizard-hand-over';

// The lean step registered only its own part of the `application` namespace, so
// DataProvider's catalogs (app-texts.ts) skipped it: the rest is added here.
i18n.addResourceBundle('en', 'application', enAppScreens.application, true, false);

/**
 * The whole wizard with its data layer (React Query, the tRPC client, every app catalog),
 * the form library and the step schemas: loaded by the lean first step (issue 15,
 * application-entry.tsx) when the visitor starts on the form, or at once when it is needed.
 */
export function FullWizard(props: WizardNavigation & { handOver: WizardHandOver }) {
  return (
    <DataProvider>
      <ApplicationPage {...props} />
    </DataProvider>
  );
}
