import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/page/not-found-page';
import { RootLayout } from '../features/shell/root-layout';
import type { RouterContext } from '../lib/route-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in decides what "/" shows and whether /admin exists, so it is known
  // before the first screen renders (cached afterwards: staleTime is Infinity). If the
  // check fails the site still renders, as for a visitor.
  beforeLoad: async ({ context }) => {
    await context.queryClient
      .ensureQueryData(context.trpc.auth.me.queryOptions())
      .catch(() => null);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
