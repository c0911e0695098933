import { superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { mainNav } from './support/pages';
import { createCustomer, signInThroughApi } from './support/users';

const notFoundHeading = { level: 1, name: '404 Page Not Found' } as const;

test.describe('not found', () => {
  test('an unknown path shows the 404 screen', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    // Still inside the site's layout, with a way back.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'About Us']);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
  });

  test('/admin does not exist for a signed-out visitor', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('/admin does not exist for a customer either', async ({ page }) => {
    const user = await createCustomer(page.request);
    await signInThroughApi(page.request, user);
    await page.goto('/admin');
    await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('/admin is the admin dashboard for the super admin', async ({ page }) => {
    await signInThroughApi(page.request, superAdmin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', notFoundHeading)).toHaveCount(0);
  });
});
