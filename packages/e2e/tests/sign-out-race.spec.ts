import type { Route } from '@playwright/test';
import { superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { header, signInThroughUi } from './support/pages';
import { expectToast } from './support/toasts';

// The race behind a flaky CI run: a query of the admin page still in flight when Sign Out
// is pressed comes back 401 after the session ended. That late 401 must not be taken for a
// session that expired (which redirects to /login and wipes the "signed out" toast).
test('a query answered after Sign Out does not turn the sign-out into a "session ended"', async ({
  page,
}) => {
  await signInThroughUi(page, superAdmin.email, superAdmin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Hold the admin page's queries until after the logout has answered.
  const held: Route[] = [];
  await page.route(/\/trpc\/admin\./, (route) => {
    held.push(route);
  });
  await page.goto('/admin');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const loggedOut = page.waitForResponse(/auth\.logout/);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await loggedOut;
  const late: number[] = [];
  page.on('response', (response) => {
    if (/\/trpc\/admin\./.test(response.url())) late.push(response.status());
  });
  // A request the page gave up on meanwhile is already handled; the rest go on now.
  for (const route of held) await route.continue().catch(() => undefined);
  await page.unroute(/\/trpc\/admin\./);
  // At least one held query answered after the logout: 401, the session is gone.
  await expect.poll(() => late.filter((status) => status === 401).length).toBeGreaterThan(0);

  await expectToast(page, 'You have been signed out.');
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});
