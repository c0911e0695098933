import {
  applicationMessages,
  applicationSubmittedMessages,
  journeySubmittedMessages,
  reviewStepMessages,
  validationMessages,
} from '@advance/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { continueToReview } from './support/applications';
import { superAdmin } from './support/env';
import { test } from './support/fixtures';
import { signInThroughUi } from './support/pages';
import { expectToast } from './support/toasts';
import { newUser } from './support/users';

const thirtyYearsAgo = `${new Date().getUTCFullYear() - 30}-04-02`;

const step = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of 4`, { exact: true })).toBeVisible();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const expectMessages = async (page: Page, messages: string[]) => {
  for (const message of messages)
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
};

async function signedInPage(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, email, password);
  await expectToast(page, 'Login successful');
  return page;
}

test('a visitor applies, staff approve it, and the applicant sees the decision', async ({
  page,
  browser,
}) => {
  const user = newUser('Margaret');

  // Step 1: every message on empty fields, then real values.
  await page.goto('/application');
  await step(page, 1);
  await next(page);
  await expectMessages(page, [
    validationMessages.firstNameRequired,
    validationMessages.lastNameRequired,
    validationMessages.email,
    validationMessages.phone,
    validationMessages.zipCode,
  ]);
  await field(page, 'First Name').fill(user.firstName);
  await field(page, 'Last Name').fill(user.lastName);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Phone').fill('555-201-3344');
  await field(page, 'Zip Code').fill('10001');
  await expect(field(page, 'Zip Code')).toHaveAttribute('maxlength', '10');
  await next(page);

  // Step 2: password rules, Back keeps step 1.
  await step(page, 2);
  await field(page, 'Password').fill('short');
  await field(page, 'Confirm Password').fill('different');
  await next(page);
  await expectMessages(page, [validationMessages.passwordMin]);
  await field(page, 'Password').fill(user.password);
  await next(page);
  await expectMessages(page, [validationMessages.passwordsDontMatch]);
  await page.getByRole('button', { name: 'Back' }).click();
  await step(page, 1);
  await expect(field(page, 'First Name')).toHaveValue(user.firstName);
  await next(page);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm Password').fill(user.password);
  await next(page);

  // Step 3: the fee follows the amount; every required message; then submit.
  await step(page, 3);
  await expect(field(page, 'Requested Amount')).toHaveValue('500');
  await expect(page.getByText('$15', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$485', { exact: true }).first()).toBeVisible();
  await field(page, 'Requested Amount').selectOption('1000');
  await expect(page.getByText('$30', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$970', { exact: true }).first()).toBeVisible();
  await continueToReview(page);
  await expectMessages(page, [
    applicationMessages.howOftenRequired,
    applicationMessages.monthlyBenefitRequired,
    applicationMessages.paymentDayRange,
    applicationMessages.rentRequired,
    applicationMessages.dateOfBirthRequired,
  ]);
  await field(page, 'How often do you need extra cash?').selectOption('monthly');
  await field(page, 'Monthly Benefit').fill('1450');
  await field(page, 'Benefit Payment Day').selectOption('3');
  await field(page, 'Monthly Rent or Mortgage').fill('800');
  await field(page, 'Date of Birth').fill(`${new Date().getUTCFullYear() - 10}-01-01`);
  await continueToReview(page);
  await expectMessages(page, [applicationMessages.tooYoung]);
  await field(page, 'Date of Birth').fill(thirtyYearsAgo);
  await continueToReview(page);

  // Step 4 (issue 20): review, consent, and a double click that is still one application.
  await step(page, 4);
  await page.getByRole('checkbox', { name: reviewStepMessages.consentLabel }).check();
  await page.getByRole('button', { name: 'Submit Application' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText(applicationSubmittedMessages.nextStepsTitle)).toBeVisible();
  await expect(page.getByText(journeySubmittedMessages.signedInNow)).toBeVisible();

  // Signed in by the submission, the applicant sees one application, Submitted, pending.
  await page.getByRole('link', { name: journeySubmittedMessages.viewDashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(applicationMessages.statusPending)).toBeVisible();
  await expect(card.getByText('$1,000', { exact: true }).first()).toBeVisible();

  // Staff find it by e-mail and approve it with a note.
  const admin = await signedInPage(browser, superAdmin.email, superAdmin.password);
  await admin.goto('/admin');
  await admin.getByLabel('Search applications').fill(user.email);
  const row = admin.getByRole('listitem').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Review' }).click();
  const review = admin.getByRole('dialog', { name: 'Review Application' });
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(review.getByText(applicationMessages.decisionRequired)).toBeVisible();
  await review.getByLabel('Decision').selectOption('Approved');
  await review.getByLabel('Review Notes').fill('Income verified with the award letter');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(admin, applicationMessages.reviewedTitle);
  await expect(review).toBeHidden();

  await row.getByRole('button', { name: 'Details' }).click();
  const details = admin.getByRole('dialog', { name: 'Application Details' });
  await expect(details.getByText('Income verified with the award letter').first()).toBeVisible();
  await expect(details.getByText('Latest', { exact: true })).toBeVisible();
  await expect(details.getByText(user.email).first()).toBeVisible();

  // The applicant reloads and reads the decision.
  await page.reload();
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(applicationMessages.statusApproved)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});
