import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { searchText } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = searchText(search.next);
    return next ? { next } : {};
  },
  component: LoginRoute,
});

/** No DataProvider: the form loads the API client when it is first touched (login-page.tsx). */
function LoginRoute() {
  const { next } = Route.useSearch();
  return <LoginPage next={next} />;
}
