import { enScreens, esScreens } from '@advance/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/** The viewport's name in either language, up to Radix's " (F8)". */
export const NOTIFICATIONS_SELECTOR = [
  enScreens.common.toasts.region,
  esScreens.common.toasts.region,
]
  .map((name) => `[role="region"][aria-label^="${name.split(' (')[0]}"]`)
  .join(', ');

/**
 * The Radix toast viewport: a region named "Notifications (F8)" ("Avisos (F8)") whose list items are the
 * toasts. Queries stay inside it because Radix also mirrors each toast's text into a
 * visually hidden live announcer elsewhere in the page. Found by CSS rather than by role:
 * while a modal dialog is open, Radix marks everything outside it aria-hidden (the live
 * announcer is exempt, so screen readers still hear the toast), and role queries skip
 * aria-hidden content.
 */
export const notifications = (page: Page): Locator => page.locator(NOTIFICATIONS_SELECTOR);

/** The toast whose title is exactly `title`. */
export const toastWithTitle = (page: Page, title: string): Locator =>
  notifications(page)
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Asserts a toast with this title (and description, when given) is showing. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastWithTitle(page, title);
  await expect(toast).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
  return toast;
}
