import { expect, type Locator, type Page } from '@playwright/test';
import { superAdmin } from './env';
import { gotoWithLiveUpdates } from './live';
import { signInThroughApi } from './users';

export type AdminTabName = 'Applications' | 'Users' | 'Sessions' | 'Messages' | 'Announcements';

/**
 * Signs `page` (in a context of its own) in as the super admin and opens the admin desk,
 * its live updates running.
 */
export async function openAdminDesk(page: Page): Promise<Page> {
  await signInThroughApi(page.request, superAdmin);
  await gotoWithLiveUpdates(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return page;
}

/** Selects one of the admin desk's tabs and returns its panel. */
export async function openAdminTab(page: Page, name: AdminTabName): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}
