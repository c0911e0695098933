import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/not-found-page';
import { RootLayout } from '../features/layout/root-layout';
import type { TrpcUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in decides what "/" shows and whether /admin exists, so it is known
  // before the first screen renders (cached afterwards: staleTime is Infinity). If the
  // check fails the site still renders, as for a visitor.
  beforeLoad: async ({ context }) => {
    await context.trpcUtils.auth.me.ensureData().catch(() => null);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
