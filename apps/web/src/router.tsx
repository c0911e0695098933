import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './features/page/error-page';
import { NotFoundPage } from './features/page/not-found-page';
import { PendingPage } from './features/page/pending-page';
import { parseSearch, stringifySearch } from './lib/search-params';
import { queryClient, trpcOptions } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Guards and loaders read and warm the same cache the screens use.
    context: { queryClient, trpc: trpcOptions },
    parseSearch,
    stringifySearch,
    // Route code and data are fetched on hover/focus of a link, so the click feels instant.
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
