import { expect, type Locator, type Page } from '@playwright/test';
import { superAdmin } from './env';
import { nextTotpCode, rememberRecoveryCodes, rememberTotp, totpAccount } from './totp';

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
  submit: page.getByRole('button', { name: 'Sign In', exact: true }),
});

/**
 * Opens /login (unless already there) and submits the form with these credentials. A staff
 * account (the super admin, or one whose TOTP secret this run knows) then passes the second
 * step on screen (issue 17), as `secondStepThroughUi` does.
 */
export async function signInThroughUi(page: Page, email: string, password: string) {
  const form = loginForm(page);
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  if (email === superAdmin.email || totpAccount(email)) await secondStepThroughUi(page, email);
}

export const secondStep = (page: Page) => ({
  code: page.getByLabel('Authentication code', { exact: true }),
  recoveryCode: page.getByLabel('Recovery code', { exact: true }),
  verify: page.getByRole('button', { name: 'Verify' }),
});

/**
 * The screen after a staff password: the code of the account's next TOTP step, or, at its
 * first sign-in, the authenticator setup (the key read off the page) and its recovery codes.
 */
export async function secondStepThroughUi(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login\/verify|\/account\/two-factor\/setup/);
  if (new URL(page.url()).pathname === '/login/verify') {
    await secondStep(page).code.fill(await nextTotpCode(email));
    await secondStep(page).verify.click();
    return;
  }
  await setUpTotpThroughUi(page, email);
}

/** The setup page: key, a code, the recovery codes saved. Returns the codes. */
export async function setUpTotpThroughUi(page: Page, email: string): Promise<string[]> {
  const key = page.locator('[data-secret]');
  const secret = (await key.getAttribute('data-secret')) ?? '';
  rememberTotp(email, secret);
  await secondStep(page).code.fill(await nextTotpCode(email));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  rememberRecoveryCodes(email, codes);
  await page.getByLabel('I have saved these recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return codes;
}

/** The header's "Welcome, {name}" line (the mobile menu holds a hidden copy). */
export const welcomeLine = (page: Page): Locator =>
  header(page)
    .getByText(/^Welcome, /)
    .filter({ visible: true });
