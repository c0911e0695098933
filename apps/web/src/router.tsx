import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './features/page/error-page';
import { NotFoundPage } from './features/page/not-found-page';
import { PendingPage } from './features/page/pending-page';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** Default: the browser's. The prerender (and tests) pass a memory history. */
  history?: RouterHistory;
  /** The build's prerender: the page is rendered to HTML once, as a server would. */
  prerender?: boolean;
}

export function createAppRouter({ history, prerender = false }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    parseSearch,
    stringifySearch,
    // Route code and data are fetched on hover/focus of a link, so the click feels instant.
    defaultPreload: 'intent',
    // React Query owns data freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PendingPage,
    ...(history ? { history } : {}),
    isServer: prerender,
    // Not in the prerender: its script would be inline (the CSP allows none), and a static
    // page has no scroll position to restore.
    scrollRestoration: !prerender,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
