import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Radix toast viewport: a region named "Notifications (F8)" whose list items are the
 * toasts. Queries stay inside it because Radix also mirrors each toast's text into a
 * visually hidden live announcer (role status) elsewhere in the page.
 */
export const notifications = (page: Page): Locator =>
  page.getByRole('region', { name: /^Notifications/ });

/** The toast whose title is exactly `title`. */
export const toastWithTitle = (page: Page, title: string): Locator =>
  notifications(page)
    .getByRole('listitem')
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
