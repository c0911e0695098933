import { createRootRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../features/page/not-found-page';
import { RootLayout } from '../features/shell/root-layout';
import { loadCurrentUser } from '../lib/current-user-store';
import { signInStepRedirect } from '../lib/sign-in-step';

export const Route = createRootRoute({
  // Who is signed in decides what "/" shows and whether /admin exists, so it is known
  // before the first screen renders (asked once, then remembered). If the check fails the
  // site still renders, as for a visitor. A prerendered page hydrates as the visitor it was
  // rendered for and updates once this answers (use-current-user.ts).
  // A staff member who gave only a password (issue 17) is no signed-in user: any signed-in
  // page sends them to the second step they still owe.
  beforeLoad: async ({ location }) => {
    const { step } = await loadCurrentUser();
    const href = signInStepRedirect(step ?? null, location);
    if (href) throw redirect({ href });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
