import { createFileRoute } from '@tanstack/react-router';
import { TotpSetupPage } from '../features/account/totp-setup-page';
import { DataProvider } from '../lib/data-provider';
import { searchText } from '../lib/search-params';

/**
 * /account/two-factor/setup: a staff member's authenticator setup, at first sign-in (the
 * session is partial until it is confirmed) or from the account page. Not nested in /account.
 */
export const Route = createFileRoute('/account_/two-factor/setup')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = searchText(search.next);
    return next ? { next } : {};
  },
  component: SetupRoute,
});

function SetupRoute() {
  const { next } = Route.useSearch();
  return (
    <DataProvider>
      <TotpSetupPage next={next} />
    </DataProvider>
  );
}
