// First: zod's settings must be in place before any schema module runs.
import './lib/zod-config';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { releaseEarlyInput } from './early-input';
import { servedLocale } from './i18n/locale-cookie';
import { markPrerendered } from './i18n/served-page';
import { setAppLocale } from './i18n/set-app-locale';
import { cn } from './lib/cn';
import { loadCurrentUser } from './lib/current-user-store';
import { createAppRouter } from './router';

/**
 * Renders the app into #root. A prerendered page (issue 15) already holds the markup, so the
 * app hydrates it once the router has loaded the matched route's code: the first render is
 * the page as it stands (no layout shift, nothing rendered twice). Other paths get the empty
 * shell and render from scratch, after the sign-in check the root route waits for.
 */
async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const prerendered = container.firstElementChild !== null;

  const router = createAppRouter();
  // Both at once: the session check and the matched routes' code (boot.ts has already
  // started the toast viewport's on the app shell).
  void loadCurrentUser();
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }

  // tailwind-merge builds its lookup tables on first use: here, in a task of its own while
  // the route's code downloads, instead of inside hydration's.
  setTimeout(() => cn('p-1 p-2'), 0);

  // Issue 20: the page's language before its first render (a Spanish page's catalog is a
  // chunk of its own), so hydration reads the same texts the server sent.
  await setAppLocale(servedLocale());
  if (prerendered) markPrerendered();

  // Rendered as the server renders (no Suspense around the root match), so the trees agree.
  if (prerendered) router.ssr = { manifest: undefined };
  await router.load();

  // Clicks held since the page appeared, and during hydration itself, are played back once
  // the app has committed: a live click while React hydrates could land on a part it has
  // not hydrated yet and be lost (seen in CI on the wizard's "Next").
  const app = <App router={router} figures={null} onCommit={onFirstCommit} />;
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * Plays back held input, then marks the page as answering input itself (`data-app-ready` on
 * <html>): the end-to-end tests wait for it after a navigation, as a person waits for a page
 * to finish loading, so a test of something else never races hydration.
 */
function onFirstCommit(): void {
  void releaseEarlyInput().then(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  });
}

startApp().catch((error: unknown) => {
  console.error('The app could not start', error);
});
