import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAppStart } from './support/hold-app';
import { header, loginForm, welcomeLine } from './support/pages';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Issue 15: a prerendered public page is whole as HTML, so its app (React, the router) wakes
 * on first use rather than on every visit (apps/web/src/first-use.ts). Its files are fetched
 * at idle beforehand; a signed-in visitor's page wakes at once; what is typed or pressed
 * before the app is there still counts. These tests navigate with `domcontentloaded`, which
 * the fixtures do not follow with a wake of their own.
 */

const appReady = (page: Page) => page.locator('html[data-app-ready]');

/** Requests for the app's start chunk, by whom: the page's prefetch, or the app's import. */
function watchAppStart(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-app-[^/]+\.js$/.test(request.url())) seen.push(request);
  });
  return seen;
}

test('a visitor who only reads gets the app fetched at idle but not run', async ({ page }) => {
  const starts = watchAppStart(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  // Fetched once the page has loaded and the browser is idle...
  await expect.poll(() => starts.length).toBeGreaterThan(0);
  // ...but not run: nothing has hydrated, nothing was asked of the app.
  await page.waitForTimeout(1_000);
  await expect(appReady(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('the first key press wakes the app, and the header then answers', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await expect(appReady(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(appReady(page)).toHaveCount(1);
  await expect(page.locator(':focus')).toHaveText('Skip to main content');
});

test('an app that could not be fetched at first use is fetched again at the next key press', async ({
  page,
}) => {
  // The network is gone when the visitor first moves: the prefetch and the app's import fail.
  let offline = true;
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (/\/assets\/start-app-/.test(request.url())) failures.push(request.url());
  });
  await page.route('**/assets/start-app-*.js', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await page.mouse.move(40, 40);
  await expect.poll(() => failures.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await expect(appReady(page)).toHaveCount(0);
  // Moving the mouse again does not ask again; the page is still readable.
  const failed = failures.length;
  await page.mouse.move(80, 80);
  await page.waitForTimeout(300);
  expect(failures.length).toBe(failed);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // Back online: the next key press starts the app.
  offline = false;
  await page.keyboard.press('Tab');
  await expect(appReady(page)).toHaveCount(1);
});

test('a pointer moving over the page wakes the app', async ({ page }) => {
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.mouse.move(40, 40);
  await page.mouse.move(80, 80);
  await expect(appReady(page)).toHaveCount(1);
});

test('email and password typed before the app is there, then Enter, sign in', async ({ page }) => {
  const user = await createCustomer(page.request, newUser('Imogen'));
  // The app's start is held until the whole form has been filled in and sent.
  const release = await holdAppStart(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = loginForm(page);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.password.press('Enter');
  await expect(appReady(page)).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/');
  await expect(welcomeLine(page)).toHaveText('Welcome, Imogen');
});

test('a signed-in visitor on a public page gets their header without touching it', async ({
  page,
}) => {
  const user = await createCustomer(page.request, newUser('Ruth'));
  await signInThroughApi(page.request, user);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(appReady(page)).toHaveCount(1);
  await expect(welcomeLine(page)).toHaveText('Welcome, Ruth');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});
