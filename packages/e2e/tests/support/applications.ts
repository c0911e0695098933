import { type Application, reviewStepMessages } from '@advance/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURL } from './env';
import type { TestUser } from './users';

/**
 * Submits an application for `user` through the API. With a signed-in `request` (such as
 * `page.request` after signInThroughApi) it joins that account; the answers are the same
 * valid ones every time, only who applies changes. `origin`: another server of the suite
 * (advances.spec.ts runs one with a movable clock).
 */
export async function submitApplication(
  request: APIRequestContext,
  user: TestUser,
  origin: string = baseURL,
): Promise<Application> {
  const response = await request.post(`${origin}/api/applications`, {
    headers: { origin },
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '555-201-3344',
      zipCode: '10001',
      password: user.password,
      userId: null,
      requestedAmount: 500,
      howOftenNeedCash: 'monthly',
      monthlyBenefit: 1450,
      benefitPaymentDay: 3,
      monthlyRentMortgage: 800,
      dateOfBirth: `${new Date().getUTCFullYear() - 70}-04-02`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}

/** Wizard step 1 (issue 20 helpers): the applicant's basic information. */
export async function fillApplicantStep(page: Page, user: TestUser) {
  await wizardField(page, 'First Name').fill(user.firstName);
  await wizardField(page, 'Last Name').fill(user.lastName);
  await wizardField(page, 'Email').fill(user.email);
  await wizardField(page, 'Phone').fill('555-201-3344');
  await wizardField(page, 'Zip Code').fill('10001');
}

/** Wizard step 3: valid money answers for a 70-year-old paid on the 3rd. */
export async function fillFinancialStep(page: Page, amount = '1000') {
  await wizardField(page, 'Requested Amount').selectOption(amount);
  await wizardField(page, 'How often do you need extra cash?').selectOption('monthly');
  await wizardField(page, 'Monthly Benefit').fill('1450');
  await wizardField(page, 'Benefit Payment Day').selectOption('3');
  await wizardField(page, 'Monthly Rent or Mortgage').fill('800');
  await wizardField(page, 'Date of Birth').fill(`${new Date().getUTCFullYear() - 70}-04-02`);
}

/** The review step (issue 20): tick the consent and submit. */
export async function consentAndSubmit(page: Page) {
  await page.getByRole('checkbox', { name: reviewStepMessages.consentLabel }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

export const wizardField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const wizardNext = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const continueToReview = (page: Page) =>
  page.getByRole('button', { name: reviewStepMessages.continueToReview }).click();
