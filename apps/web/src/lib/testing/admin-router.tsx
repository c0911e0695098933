import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { parseApplicationsView } from '../applications-view-search';
import { parseSearch, stringifySearch } from '../search-params';

/**
 * Renders `ui` as the page at `/admin` (with the route's search parsing, as the app has it) in a
 * memory history, for components that read or link to the admin address. `router.state.location`
 * tells a test where a link or a filter took it.
 */
export function adminRouter(ui: ReactNode, initialEntry = '/admin') {
  // jsdom has no scrolling; the router restores scroll after each navigation.
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: () => <Outlet /> });
  const admin = createRoute({
    getParentRoute: () => root,
    path: '/admin',
    validateSearch: parseApplicationsView,
    component: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: root.addChildren([admin]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
    parseSearch,
    stringifySearch,
  });
  return { router, element: <RouterProvider router={router} /> };
}
