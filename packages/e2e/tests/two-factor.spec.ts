import {
  accountMessages,
  accountPageMessages,
  mfaMessages,
  signInStepMessages,
  stepUpMessages,
  totpSetupMessages,
} from '@advance/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL, superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { header, loginForm, secondStep, setUpTotpThroughUi, welcomeLine } from './support/pages';
import { openAdminTab } from './support/staff';
import { expectToast } from './support/toasts';
import { nextTotpCode, takeRecoveryCode } from './support/totp';
import { createCustomer, newUser, signInThroughApi, type TestUser } from './support/users';

/**
 * Issue 17 in the browser: a staff member's first sign-in sets up the authenticator app,
 * later sign-ins take a code or a recovery code, a password-only session reaches nothing,
 * step-up asks for a code and retries, and the account page and account actions work.
 */

/** A new admin: a customer account the super admin promotes (its first sign-in sets up TOTP). */
async function newAdmin(request: APIRequestContext, firstName: string): Promise<TestUser> {
  const user = await createCustomer(request, newUser(firstName));
  await signInThroughApi(request, superAdmin);
  const users = await request.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`);
  const { items } = (await users.json()) as { items: { id: string }[] };
  const id = items[0]?.id;
  const promoted = await request.patch(`/api/admin/users/${id}/role`, {
    data: { role: 'admin' },
    headers: { origin: baseURL },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return user;
}

async function passwordOnly(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const form = loginForm(page);
  await page.goto('/login');
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.submit.click();
}

const signOut = (page: Page) =>
  header(page).getByRole('button', { name: 'Sign Out' }).first().click();

test('a new staff member sets up two-factor sign-in, then signs in with a code and a recovery code', async ({
  page,
  newPage,
}) => {
  // A promotion, the setup, three sign-ins and two accessibility scans: more than the default
  // 30 s on a busy machine (as passkeys.spec.ts allows for its ceremonies).
  test.setTimeout(60_000);
  const admin = await newAdmin((await newPage()).request, 'Theodora');

  // First sign-in: the password alone leads to the setup, with the QR code and the key.
  await passwordOnly(page, admin);
  await expect(page).toHaveURL(/\/account\/two-factor\/setup/);
  await expect(
    page.getByRole('heading', { level: 1, name: totpSetupMessages.title }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: totpSetupMessages.qrAlt })).toBeVisible();
  await expect(page.locator('[data-secret]')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expectNoViolations(page, 'two-factor setup');
  await setUpTotpThroughUi(page, admin.email);
  await expectToast(page, 'Login successful');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await signOut(page);

  // A later sign-in asks for the code; a wrong one is named in a focused summary.
  await passwordOnly(page, admin);
  await expect(page).toHaveURL(/\/login\/verify/);
  await expect(page.getByText(signInStepMessages.timeLimit)).toBeVisible();
  await expectNoViolations(page, 'second-factor step');
  await secondStep(page).code.fill('000000');
  await secondStep(page).verify.click();
  const summary = page.getByRole('alert').filter({ hasText: signInStepMessages.errorSummaryTitle });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(mfaMessages.invalidCode);
  await expect(secondStep(page).code).toHaveAttribute('aria-invalid', 'true');
  await expect(secondStep(page).code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(secondStep(page).code).toHaveAttribute('inputmode', 'numeric');
  await secondStep(page).code.fill(await nextTotpCode(admin.email));
  await secondStep(page).verify.click();
  await expectToast(page, 'Login successful');
  await expect(welcomeLine(page)).toHaveText(`Welcome, ${admin.firstName}`);
  await signOut(page);

  // Or with one of the recovery codes instead.
  await passwordOnly(page, admin);
  await page.getByRole('button', { name: signInStepMessages.useRecoveryCode }).click();
  await secondStep(page).recoveryCode.fill(takeRecoveryCode(admin.email));
  await secondStep(page).verify.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('a password-only staff session reaches no staff page or data', async ({ page }) => {
  await passwordOnly(page, superAdmin);
  await expect(page).toHaveURL(/\/login\/verify/);
  await page.goto('/admin');
  await expect(page).toHaveURL('/login/verify?next=%2Fadmin');
  await expect(
    page.getByRole('heading', { level: 1, name: signInStepMessages.verifyTitle }),
  ).toBeVisible();
  await expect(welcomeLine(page)).toHaveCount(0);
  const list = await page.request.get('/api/admin/users');
  expect(list.status()).toBe(403);
  expect(((await list.json()) as { message: string }).message).toBe(
    mfaMessages.secondFactorRequired,
  );

  // Finishing the step goes where the sign-in was heading.
  await secondStep(page).code.fill(await nextTotpCode(superAdmin.email));
  await secondStep(page).verify.click();
  await expect(page).toHaveURL('/admin');
});

test('a role change the server refuses for step-up asks for a code and is retried', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, newUser('Ambrose'));
  await signInThroughApi(page.request, superAdmin);
  await page.goto('/admin');
  // The sign-in just now counts as a fresh second factor, so the server's first refusal is
  // played here; the code and the retry then go to the real server.
  let refused = false;
  await page.route('**/trpc/admin.users.setRole**', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: mfaMessages.stepUpRequired,
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, path: 'admin.users.setRole' },
          },
        },
      ]),
    });
  });
  const tab = await openAdminTab(page, 'Users');
  await tab.getByLabel('Search users').fill(customer.email);
  const row = tab.getByRole('listitem').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await row.getByLabel('Role').selectOption('admin');
  await row.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: stepUpMessages.title });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'step-up dialog');
  await dialog.getByLabel(signInStepMessages.codeLabel).fill(await nextTotpCode(superAdmin.email));
  await dialog.getByRole('button', { name: stepUpMessages.confirm }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Role Updated');
});

test('the account page changes the password and lists the sessions', async ({ page }) => {
  const user = await createCustomer(page.request, newUser('Philippa'));
  await signInThroughApi(page.request, user);
  await page.goto('/');
  await header(page)
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: accountPageMessages.title }),
  ).toBeVisible();
  await expect(page.getByText(accountPageMessages.customerExplained)).toBeVisible();
  await expect(page.getByText(accountMessages.thisDevice).first()).toBeVisible();
  await expectNoViolations(page, 'account page');

  const newPassword = `${user.password}-new`;
  await page.getByLabel(accountMessages.currentPasswordLabel, { exact: true }).fill(user.password);
  await page.getByLabel(accountMessages.newPasswordLabel, { exact: true }).fill(newPassword);
  const confirm = page.getByLabel(accountMessages.confirmPasswordLabel, { exact: true });
  if (await confirm.count()) await confirm.fill(newPassword);
  await page.getByRole('button', { name: accountMessages.changePassword }).click();
  await expectToast(page, accountMessages.passwordChangedTitle);
});

test('a super admin disables an account and its open page is signed out', async ({
  page,
  newPage,
}) => {
  const user = await createCustomer(page.request, newUser('Cornelius'));
  await signInThroughApi(page.request, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();

  const staff = await newPage();
  await signInThroughApi(staff.request, superAdmin);
  await staff.goto('/admin');
  const tab = await openAdminTab(staff, 'Users');
  await tab.getByLabel('Search users').fill(user.email);
  const row = tab.getByRole('listitem').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Disable' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Disable Account' });
  await expectNoViolations(staff, 'disable account dialog');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText(accountMessages.disabledBadge, { exact: true })).toBeVisible();

  // The customer's session is gone: the next request finds them signed out.
  await page.goto('/dashboard');
  await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/login/);
});
