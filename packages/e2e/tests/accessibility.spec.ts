import { expect } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL, superAdmin } from './support/env';
import { test } from './support/fixtures';
import { createCustomer, newUser, signInThroughApi } from './support/users';

const publicPages: Array<[string, string]> = [
  ['/', 'Cash advances on your Social Security benefits'],
  ['/about', 'About Us'],
  ['/login', 'Sign In'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/application', 'Apply for a Cash Advance'],
  ['/no-such-page', '404 Page Not Found'],
];

for (const [path, heading] of publicPages) {
  test(`${path} meets WCAG 2.2 AA`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page, path);
  });
}

test('the wizard shows its errors accessibly', async ({ page }) => {
  await page.goto('/application');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoViolations(page, 'wizard step 1 with errors');
});

test('the customer dashboard meets WCAG 2.2 AA', async ({ page }) => {
  const user = await createCustomer(page.request);
  await signInThroughApi(page.request, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expectNoViolations(page, 'customer dashboard');
});

test('the admin applications tab and its dialogs meet WCAG 2.2 AA', async ({ page }) => {
  const applicant = newUser('Harriet');
  const submitted = await page.request.post('/api/applications', {
    headers: { origin: baseURL },
    data: {
      ...applicant,
      phone: '555-201-3344',
      zipCode: '10001',
      requestedAmount: 750,
      howOftenNeedCash: 'monthly',
      monthlyBenefit: 1300,
      benefitPaymentDay: 3,
      monthlyRentMortgage: 700,
      dateOfBirth: '1955-06-01',
    },
  });
  expect(submitted.status()).toBe(201);
  await signInThroughApi(page.request, superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectNoViolations(page, 'admin applications tab');
  const row = page.getByRole('listitem').filter({ hasText: applicant.email });
  for (const [button, dialog] of [
    ['Review', 'Review Application'],
    ['Details', 'Application Details'],
  ] as const) {
    await row.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expectNoViolations(page, `${dialog} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

// Apart from the dialogs above: each test stays under 15 s on a loaded machine (issue 20).
test('the admin desk tabs meet WCAG 2.2 AA', async ({ page }) => {
  await signInThroughApi(page.request, superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Advances', 'Users', 'Activity Logs']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoViolations(page, `admin ${tab} tab`);
  }
});
