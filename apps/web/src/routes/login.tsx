import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { DataProvider } from '../lib/data-provider';
import { searchText } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = searchText(search.next);
    return next ? { next } : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { next } = Route.useSearch();
  return (
    <DataProvider>
      <LoginPage next={next} />
    </DataProvider>
  );
}
