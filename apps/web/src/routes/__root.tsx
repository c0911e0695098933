import { createRootRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/page/not-found-page';
import { RootLayout } from '../features/shell/root-layout';
import { loadCurrentUser } from '../lib/current-user-store';

export const Route = createRootRoute({
  // Who is signed in decides what "/" shows and whether /admin exists, so it is known
  // before the first screen renders (asked once, then remembered). If the check fails the
  // site still renders, as for a visitor. A prerendered page hydrates as the visitor it was
  // rendered for and updates once this answers (use-current-user.ts).
  beforeLoad: async () => {
    await loadCurrentUser();
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
