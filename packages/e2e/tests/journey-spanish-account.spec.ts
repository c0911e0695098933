import { esAppScreens, esScreens, LOCALE_COOKIE } from '@advance/contracts';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { header } from './support/pages';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Issue 20: a Spanish-speaking customer's way in and account page. The sign-in and
 * forgot-password pages are prerendered in Spanish too (dist/es/...), and hydrate without
 * a mismatch; the account page's sections, dates and toasts are in Spanish.
 */

const { auth, account, errors } = esAppScreens;
const pages = esScreens.public;

test.use({ locale: 'es-US' });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
});

/** React's hydration errors (#418 and friends) and warnings, as the console reports them. */
function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/#418|#423|#425|hydrat/i.test(text)) found.push(text);
  });
  return found;
}

/**
 * A customer whose account speaks Spanish (as one who applied in Spanish): the app follows
 * the account's language on sign-in. Made, signed in and set through the API; `signedOut`
 * then signs out again with this browser's cookies cleared, so the page starts as a visitor.
 */
async function spanishCustomer(page: Page, { signedOut }: { signedOut: boolean }) {
  const user = await createCustomer(page.request, newUser('Rosa'));
  await signInThroughApi(page.request, user);
  const saved = await page.request.put('/api/account/locale', {
    headers: { origin: baseURL },
    data: { locale: 'es' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  if (signedOut) {
    await page.request.post('/api/logout', { headers: { origin: baseURL } });
    await page.context().clearCookies();
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
  }
  return user;
}

const loginForm = (page: Page) => ({
  email: page.getByLabel(auth.fields.email, { exact: true }),
  password: page.getByLabel(auth.login.password, { exact: true }),
  submit: page.getByRole('button', { name: auth.login.submit, exact: true }),
});

test('the sign-in page is in Spanish, and a refused password is explained in Spanish', async ({
  page,
}) => {
  const hydration = watchHydration(page);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveTitle(/^Iniciar sesión \| /);
  await expect(page.getByText(auth.login.description)).toBeVisible();
  await expect(page.getByRole('button', { name: auth.passkey.signIn })).toBeVisible();
  await expect(page.getByRole('link', { name: auth.login.forgotPassword })).toBeVisible();
  await expect(page.getByRole('link', { name: auth.login.applyWithoutSignIn })).toBeVisible();
  await expect(page.getByText('Sign In', { exact: true })).toHaveCount(0);

  // No such account: the server refuses as for a wrong password (it never says which).
  const form = loginForm(page);
  await form.email.fill(newUser().email);
  await form.password.fill('not-the-password');
  await form.submit.click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(errors.auth.errorSummaryTitle);
  await expect(summary).toContainText(errors.auth.invalidCredentials);
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  await expectToast(page, errors.auth.loginFailedTitle, errors.auth.invalidCredentials);
  await expectNoViolations(page, 'Spanish sign-in page with a refused password');
  expect(hydration, 'hydration mismatches').toEqual([]);
});

test('a Spanish-speaking customer signs in and stays in Spanish', async ({ page }) => {
  const user = await spanishCustomer(page, { signedOut: true });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const form = loginForm(page);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(page).toHaveURL('/');
  await expectToast(page, errors.auth.loginSuccessTitle, errors.auth.loginSuccess);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(header(page).getByRole('button', { name: esScreens.shell.signOut })).toBeVisible();
});

test('manages the account in Spanish: sessions, passkeys, and a new password', async ({ page }) => {
  const user = await spanishCustomer(page, { signedOut: false });

  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: account.page.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${account.page.title} \\| `));

  // Where you are signed in: this device, marked, with its times in Spanish ("a las").
  const sessions = page.getByRole('region', { name: account.sessions.title });
  await expect(sessions.getByText(account.sessions.thisDevice)).toBeVisible();
  await expect(sessions.getByText(/ a las /).first()).toBeVisible();
  await expect(sessions.getByText(account.sessions.empty)).toBeVisible();

  // Passkeys, explained in plain words.
  const passkeys = page.getByRole('region', { name: account.passkeys.title });
  await expect(passkeys.getByText(account.passkeys.intro)).toBeVisible();
  await expect(passkeys.getByText(account.passkeys.passwordStays)).toBeVisible();
  await expect(passkeys.getByText(account.passkeys.none)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: account.twoFactor.title })
      .getByText(account.twoFactor.customerExplained),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: account.email.heading })).toBeVisible();

  // Change the password, in Spanish.
  const password = page.getByRole('region', { name: account.password.title });
  const newPassword = `${user.password}-nueva`;
  await password.getByLabel(account.password.currentLabel, { exact: true }).fill(user.password);
  await password.getByLabel(account.password.newLabel, { exact: true }).fill(newPassword);
  await password.getByLabel(account.password.confirmLabel, { exact: true }).fill(newPassword);
  await password.getByRole('button', { name: account.password.submit }).click();
  await expect(password.getByRole('status')).toHaveText(account.password.changed);
  await expectToast(page, errors.account.passwordChangedTitle, errors.account.passwordChanged);
  await expectNoViolations(page, 'Spanish account page');

  // The old password no longer signs in.
  const old = await page.request.post('/api/login', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
});

test('the forgot-password page is in Spanish', async ({ page }) => {
  const hydration = watchHydration(page);
  await page.goto('/forgot-password');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(
    page.getByRole('heading', { level: 1, name: pages.pages.forgotPassword.title }),
  ).toBeVisible();
  await expect(page.getByText(pages.forgotPassword.description)).toBeVisible();
  await expect(page.getByRole('link', { name: pages.forgotPassword.backToLogin })).toBeVisible();
  await expectNoViolations(page, 'Spanish forgot-password page');
  expect(hydration, 'hydration mismatches').toEqual([]);
});

test('asks for a reset link in Spanish and is told to check the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: auth.login.forgotPassword }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The address changes before the page does, and the sign-in page's field has the same
  // label: filled then, the e-mail went to the page on its way out (a flaky CI run).
  await expect(
    page.getByRole('heading', { level: 1, name: pages.pages.forgotPassword.title }),
  ).toBeVisible();
  await page.getByLabel(auth.fields.email, { exact: true }).fill(newUser().email);
  await page.getByRole('button', { name: pages.forgotPassword.send }).click();
  const heading = page.getByRole('heading', {
    level: 1,
    name: pages.forgotPassword.checkEmailTitle,
  });
  await expect(heading).toBeFocused();
  await expect(page.getByText(pages.forgotPassword.sent)).toBeVisible();
  await expectNoViolations(page, 'Spanish "check your e-mail" page');
});
