import { createFileRoute } from '@tanstack/react-router';
import { VerifySignInPage } from '../features/auth/verify-sign-in-page';
import { DataProvider } from '../lib/data-provider';
import { searchText } from '../lib/search-params';

/** /login/verify: the second step of a staff sign-in (issue 17). Not nested in /login. */
export const Route = createFileRoute('/login_/verify')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = searchText(search.next);
    return next ? { next } : {};
  },
  component: VerifyRoute,
});

function VerifyRoute() {
  const { next } = Route.useSearch();
  return (
    <DataProvider>
      <VerifySignInPage next={next} />
    </DataProvider>
  );
}
