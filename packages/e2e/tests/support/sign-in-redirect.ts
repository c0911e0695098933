import type { Page, Route } from '@playwright/test';

/**
 * A signed-out visitor on a customer page sees "Unauthorized" and, UNAUTHORIZED_REDIRECT_MS
 * (500 ms) later, the app navigates to `/api/login?next=…` (apps/web/src/lib/unauthorized.ts).
 * The toast lives only in that document, so a test that looked for it after page.goto (which
 * also waits for hydration) raced the redirect: on a loaded machine the sign-in page had
 * already replaced it, or Playwright was waiting for that navigation to finish.
 *
 * This catches the app's first sign-in navigation and answers it 204 No Content, which a
 * browser treats as "stay on the current page": the toast stays for the test to see, and
 * `target()` tells where the app asked to go. The test then follows that address itself
 * (the server's redirect to /login is real), so the whole chain is still checked, in order.
 * Later sign-in navigations of the page pass untouched.
 */
export async function catchSignInRedirect(page: Page) {
  let caught = (_path: string) => {};
  const asked = new Promise<string>((resolve) => {
    caught = resolve;
  });
  const isRedirect = (url: URL) => url.pathname === '/api/login' && url.searchParams.has('next');
  const once = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'GET' || !request.isNavigationRequest()) return route.fallback();
    const url = new URL(request.url());
    await route.fulfill({ status: 204 });
    caught(`${url.pathname}${url.search}`);
    await page.unroute(isRedirect, once);
  };
  await page.route(isRedirect, once);
  return {
    /** Path and query the app navigated to; fails after `timeoutMs` without one. */
    target: (timeoutMs = 5_000) =>
      Promise.race([
        asked,
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`no sign-in redirect within ${timeoutMs} ms`)),
            timeoutMs,
          ),
        ),
      ]),
  };
}
