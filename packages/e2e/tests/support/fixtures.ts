import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Records CSP violations and uncaught errors of every page the context opens. */
function watchContext(context: BrowserContext, problems: string[]) {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        problems.push(`CSP violation on ${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      problems.push(`Uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/**
 * Every test fails if any page it opened logged a Content Security Policy violation or
 * threw an uncaught error: both mean the app is broken in a real browser even when the
 * screen looks right.
 *
 * `newPage()` opens a page in a browser context of its own (its own cookies and session
 * storage: a second person, such as staff next to a customer), watched the same way and
 * closed when the test ends.
 */
/**
 * After a navigation that waits for "load", also waits until the app answers input itself
 * (start-app marks <html data-app-ready>). A prerendered page is visible and clickable before
 * it hydrates; early input is held and played back (tested on its own in prerender.spec with
 * `waitUntil: 'domcontentloaded'`), but the other tests are about what comes after, and a
 * click racing hydration made them flaky on a loaded CI machine. Pages without the app (no
 * #root) are not waited for. A prerendered page's app starts on first use (boot.ts), so the
 * pointer is moved first, as a person's hand does on arrival.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
  // A locator (not waitForFunction) so a redirect that loads another document is followed.
  await page.locator('html[data-app-ready], html:not(:has(#root))').waitFor({ state: 'attached' });
}

function waitForAppOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * Each test is a different person on a different network: its browser context sends an
 * address of its own (RFC 2544's benchmarking range) in X-Forwarded-For, which the e2e server
 * trusts from loopback (TRUST_PROXY in playwright.config.ts). Per-address limits (30 new
 * accounts an hour) then apply per test as they would per visitor, instead of to the whole
 * suite, which creates more accounts than that from 127.0.0.1.
 */
function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.${18 + Math.floor(Math.random() * 2)}.${octet()}.${octet()}`;
}

export const test = base.extend<{ pageProblems: string[]; newPage: () => Promise<Page> }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
    await use(context);
  },
  // Pages opened with JavaScript off (prerender.spec) have no app to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnGoto(page));
  },
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      watchContext(context, problems);
      await use(problems);
      expect(problems, 'CSP violations or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  newPage: async ({ browser, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      });
      contexts.push(context);
      watchContext(context, pageProblems);
      return waitForAppOnGoto(await context.newPage());
    });
    for (const context of contexts) await context.close();
  },
});
