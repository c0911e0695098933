import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { DataProvider } from '../lib/data-provider';
import { searchText } from '../lib/search-params';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = searchText(search.token)?.trim();
    return token ? { token } : {};
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return (
    <DataProvider>
      <ResetPasswordPage token={token} />
    </DataProvider>
  );
}
