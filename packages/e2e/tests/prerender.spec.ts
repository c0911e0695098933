import {
  marketing,
  publicPageFigures,
  publicPageMessages,
  todayInNewYork,
} from '@advance/contracts';
import type { Page } from '@playwright/test';
import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { holdAppStart } from './support/hold-app';
import { header } from './support/pages';
import { createCustomer, signInThroughApi } from './support/users';

/**
 * Issue 15: the public pages are HTML from the build, filled in with today's figures by the
 * server, so they paint and read with no JavaScript at all; with JavaScript the app then
 * hydrates them without errors and without moving anything.
 */

const pages = [
  {
    path: '/',
    meta: publicPageMessages.home,
    heading: 'Cash advances on your Social Security benefits',
  },
  { path: '/about', meta: publicPageMessages.about, heading: 'About Us' },
  { path: '/login', meta: publicPageMessages.login, heading: 'Sign In' },
  { path: '/forgot-password', meta: publicPageMessages.forgotPassword, heading: 'Forgot Password' },
  {
    path: '/application',
    meta: publicPageMessages.application,
    heading: 'Apply for a Cash Advance',
  },
] as const;

const title = (text: string) => `${text} | ${marketing.brandName}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, meta, heading } of pages) {
    test(`${path} paints its heading, title and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title(meta.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description,
      );
      await expect(header(page).getByRole('link', { name: marketing.brandName })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Every figure was filled in by the server; nothing asks for JavaScript.
      const html = await page.content();
      expect(html).not.toContain('%%');
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    });
  }

  test('the landing page shows the example card with today’s figures and its calls to action', async ({
    page,
  }) => {
    const figures = publicPageFigures(todayInNewYork());
    await page.goto('/');
    const card = page.locator('dl').filter({ hasText: 'Advance amount' });
    await expect(card).toContainText(figures.exampleAmount);
    await expect(card).toContainText(figures.exampleFee);
    await expect(card).toContainText(figures.exampleAmountReceived);
    await expect(card).toContainText(figures.exampleNextBenefitDate);
    await expect(page.getByTestId('example-repayment')).toContainText(figures.exampleApr);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/application',
    );
    // The FAQ answers are in the page for crawlers (a browser with scripting off also shows
    // them, through index.html's noscript style, which this emulation does not parse).
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq).toContainText(/First-time customers can receive from \$100 to \$5,000/);
    await expect(faq).toContainText(figures.exampleFee);
  });

  test('the application’s first step and the sign-in form are there to read', async ({ page }) => {
    await page.goto('/application');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Zip Code']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // Sent without JavaScript, the form would post: a password never goes in a URL.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
  });

  test('an unknown path answers the 404 screen with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(title(publicPageMessages.notFound.title));
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('files a crawler and a browser ask for', () => {
  test('robots.txt and sitemap.xml are real files with this site’s address', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /admin');
    expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robotsText).not.toContain('<html');

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const { path } of pages) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).not.toContain('%%');
    expect(xml).not.toContain('/admin');
  });

  test('the web manifest and every icon it names load', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(marketing.brandName);
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of [
      ...manifest.icons.map((i) => i.src),
      '/favicon.svg',
      '/apple-touch-icon.png',
    ]) {
      const file = await request.get(icon);
      expect(file.status(), icon).toBe(200);
      expect(file.headers()['content-type'], icon).toMatch(/^image\//);
    }
  });

  test('pages and scripts come compressed when the browser accepts it', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const js = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers()['content-encoding']).toBe('gzip');
    expect(js.headers()['cache-control']).toContain('immutable');
  });
});

/** Every console error and uncaught error, and the page's layout shifts, from the start. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      for (const entry of list.getEntries() as Shift[]) {
        // As CLS counts: not what follows the reader's own input.
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    layoutShift: () =>
      page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
      ),
  };
}

test.describe('with JavaScript', () => {
  for (const { path, heading } of pages) {
    test(`${path} hydrates with no console error and no layout shift`, async ({ page }) => {
      const watched = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.locator('#root').innerHTML()).not.toContain('%%');
      await page.waitForLoadState('networkidle');
      expect(watched.errors).toEqual([]);
      expect(await watched.layoutShift()).toBe(0);
      // Hydrated: the router answers a link without loading a page.
      const marker = await page.evaluate(() => {
        (window as unknown as { __same: boolean }).__same = true;
        return true;
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL('/about');
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
        marker,
      );
      expect(watched.errors).toEqual([]);
    });
  }

  test('an early click on the FAQ, before the app has loaded, still opens the answer', async ({
    page,
  }) => {
    // The app's scripts are held back until the click has happened.
    const release = await holdAppStart(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', { name: 'How much can I get?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/First-time customers can receive from \$100/)).toBeVisible();
  });

  test('an early "Next" on the wizard is checked once the app is there, never posted', async ({
    page,
  }) => {
    const release = await holdAppStart(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(request.url());
    });
    await page.goto('/application', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('First Name', { exact: true }).fill('Early');
    await page.getByRole('button', { name: 'Next' }).click();
    release();
    await expect(page.getByText('Last name is required')).toBeVisible();
    // What was typed before the app loaded is still there, and nothing was sent.
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Early');
    expect(posts).toEqual([]);
    await expect(page).toHaveURL('/application');
  });

  test('a signed-in customer gets the app shell for "/" and lands on the dashboard, no landing page first', async ({
    page,
  }) => {
    const user = await createCustomer(page.request);
    await signInThroughApi(page.request, user);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Cash advances on your Social Security benefits');
    const watched = await watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    expect(watched.errors).toEqual([]);
  });
});
