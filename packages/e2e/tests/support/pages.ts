import type { Locator, Page } from '@playwright/test';

/**
 * Locators for the shared layout and the sign-in form. "Sign In" is a nav link, the page
 * heading and the submit button, so everything is found by role; the password box is
 * matched exactly because its toggle is labelled "Show password".
 */
export const header = (page: Page): Locator => page.getByRole('banner');
export const mainNav = (page: Page): Locator =>
  header(page).getByRole('navigation', { name: 'Main' });
export const footer = (page: Page): Locator => page.getByRole('contentinfo');

export const loginForm = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'Sign In' }),
  email: page.getByLabel('Email', { exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign In' }),
});

/** Opens /login (unless already there) and submits the form with these credentials. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  const form = loginForm(page);
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** The header's "Welcome, {name}" line (the mobile menu holds a hidden copy). */
export const welcomeLine = (page: Page): Locator =>
  header(page)
    .getByText(/^Welcome, /)
    .filter({ visible: true });
