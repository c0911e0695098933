import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './features/layout/error-page';
import { NotFoundPage } from './features/layout/not-found-page';
import { PendingPage } from './features/layout/pending-page';
import { parseSearch, stringifySearch } from './lib/search-params';
import { queryClient, trpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, trpcUtils },
    parseSearch,
    stringifySearch,
    // Route code is fetched on hover/focus of a link, so the click feels instant.
    defaultPreload: 'intent',
    // React Query owns data freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PendingPage,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
