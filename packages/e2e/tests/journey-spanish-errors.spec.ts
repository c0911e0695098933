import {
  attachmentMessages,
  CONSENT_VERSION,
  esAppScreens,
  LOCALE_COOKIE,
} from '@advance/contracts';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { NOTIFICATIONS_SELECTOR, notifications } from './support/toasts';
import { newUser } from './support/users';

/**
 * Issue 20: validation texts, server errors and toasts in Spanish. They are written once,
 * in English, in @advance/contracts; the form fields, the error summary and the toaster show
 * them in the page's language (apps/web/src/i18n/localize-message.ts).
 */

const es = esAppScreens.errors;

test.use({ locale: 'es-US' });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
});

/** The control's error line: named by its aria-describedby, marked invalid, saying `text`. */
async function expectFieldError(control: Locator, text: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const lines = describedBy.split(' ').filter(Boolean);
  expect(lines.length, 'aria-describedby names the error line').toBeGreaterThan(0);
  const texts = await Promise.all(
    lines.map((id) => control.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(text);
}

const byAutocomplete = (page: Page, value: string) =>
  page.locator(`form input[autocomplete="${value}"]`);

test('the wizard says what is missing at step 1 in Spanish, beside each field', async ({
  page,
}) => {
  await page.goto('/application');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const firstName = byAutocomplete(page, 'given-name');
  // Enter submits the step (the Next button), whatever its words.
  await firstName.press('Enter');

  await expect(page.getByText(es.validation.firstNameRequired, { exact: true })).toBeVisible();
  await expectFieldError(firstName, es.validation.firstNameRequired);
  await expectFieldError(byAutocomplete(page, 'family-name'), es.validation.lastNameRequired);
  await expectFieldError(byAutocomplete(page, 'email'), es.validation.email);
  await expectFieldError(byAutocomplete(page, 'tel'), es.validation.phone);
  await expectFieldError(byAutocomplete(page, 'postal-code'), es.validation.zipCode);
  await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'Spanish wizard step 1 with its errors');
});

test('the sign-in page says what is missing in Spanish, in the summary and the fields', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const email = page.locator('#login-email');
  const password = page.locator('#login-password');
  await email.press('Enter');

  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(es.auth.errorSummaryTitle);
  await expect(summary.getByRole('link', { name: es.auth.emailRequired })).toBeVisible();
  await expect(summary.getByRole('link', { name: es.auth.passwordRequired })).toBeVisible();
  await expectFieldError(email, es.auth.emailRequired);
  await expectFieldError(password, es.auth.passwordRequired);
  await expect(notifications(page).getByText(es.auth.missingFields, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'Spanish sign-in page with its errors');
});

test('a refused password: the server message is told in Spanish and names both fields', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.locator('#login-email');
  const password = page.locator('#login-password');
  await email.fill('nobody-here@example.com');
  await password.fill('not the password');
  await password.press('Enter');

  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText(es.auth.invalidCredentials);
  await expect(summary).toBeFocused();
  await expectFieldError(password, es.auth.invalidCredentials);
  await expectFieldError(email, es.auth.invalidCredentials);
  await expect(
    notifications(page).getByText(es.auth.invalidCredentials, { exact: true }),
  ).toBeVisible();
});

test('a refused upload type comes back from the server as a Spanish toast', async ({ page }) => {
  // The wizard's own submission: one call makes the account, the application and the session.
  const user = newUser('Rosario');
  const submitted = await page.request.post(`${baseURL}/trpc/applications.submit`, {
    headers: { origin: baseURL },
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '555-201-3344',
      zipCode: '10001',
      password: user.password,
      requestedAmount: 500,
      howOftenNeedCash: 'monthly',
      monthlyBenefit: 1450,
      benefitPaymentDay: 3,
      monthlyRentMortgage: 800,
      dateOfBirth: `${new Date().getUTCFullYear() - 70}-04-02`,
      consentVersion: CONSENT_VERSION,
      locale: 'es',
      signIn: true,
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  // A signed-in customer's pages are served in the account's language.
  const saved = await page.request.put(`${baseURL}/api/account/locale`, {
    headers: { origin: baseURL },
    data: { locale: 'es' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  // A Windows program: the server judges the bytes and refuses it (HTTP 415).
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]),
    });
  const toast = notifications(page).locator('li');
  await expect(toast.getByText(es.upload.typeNotAllowed, { exact: true })).toBeVisible();
  await expect(toast.getByText(es.upload.uploadErrorTitle, { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(attachmentMessages.typeNotAllowed)).toHaveCount(0);
  // The toast is what this test adds to the dashboard (its own specs check the rest).
  const { violations } = await new AxeBuilder({ page })
    .include(NOTIFICATIONS_SELECTOR)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
