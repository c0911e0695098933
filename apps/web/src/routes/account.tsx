import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/account-page';
import { DataProvider } from '../lib/data-provider';

/** /account (issue 17): every signed-in user's password, sessions, second factor, passkeys. */
export const Route = createFileRoute('/account')({
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <DataProvider>
      <AccountPage />
    </DataProvider>
  );
}
