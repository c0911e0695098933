import {
  applicationSubmittedMessages,
  consentMessages,
  journeySubmittedMessages,
  returningApplicantMessages,
  reviewStepMessages,
} from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import {
  consentAndSubmit,
  continueToReview,
  fillApplicantStep,
  fillFinancialStep,
  wizardField,
  wizardNext,
} from './support/applications';
import { expectNoViolations } from './support/axe';
import { test } from './support/fixtures';
import { loginForm } from './support/pages';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/** Issue 20: the applicant's journey through the wizard, rough places 1, 3 and 4. */

const DRAFT_KEY = 'advance.application-draft.v1';
const stepText = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
const storedDraft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
const success = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

test('a returning customer is offered sign-in at step 1 and continues with what they typed', async ({
  page,
}) => {
  const user = await createCustomer(page.request, newUser('Dolores'));
  await page.goto('/application');
  // Typed differently from the account, to see that the draft (not the account) comes back.
  await fillApplicantStep(page, { ...user, firstName: 'Winifred' });
  await wizardNext(page);

  const notice = page.getByRole('region', { name: returningApplicantMessages.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(returningApplicantMessages.body);
  await expect(notice).toBeFocused();
  await stepText(page, 'Step 1 of 4');
  await expect(
    notice.getByRole('link', { name: returningApplicantMessages.resetPassword }),
  ).toHaveAttribute('href', '/forgot-password');
  await expectNoViolations(page, 'wizard step 1 with the returning-customer notice');

  await notice.getByRole('link', { name: returningApplicantMessages.signIn }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  // The sign-in screen loads its own code after the click: typing is repeated until the
  // form holds it, so a re-render while it loads cannot eat the e-mail.
  const form = loginForm(page);
  await expect(async () => {
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await expect(form.email).toHaveValue(user.email, { timeout: 300 });
  }).toPass({ timeout: 5_000 });
  await form.submit.click();

  // Back in the wizard, past the account step (signed in), the draft restored.
  await expect(page).toHaveURL('/application?step=3', { timeout: 10_000 });
  await stepText(page, 'Step 2 of 3');
  await stepHeading(page, 'Financial Situation');
  await fillFinancialStep(page);
  await continueToReview(page);
  await stepHeading(page, 'Review and Submit');
  const aboutYou = page.getByRole('region', { name: reviewStepMessages.aboutYou });
  await expect(aboutYou).toContainText('Winifred');
  await expect(aboutYou).toContainText('555-201-3344');
  await expect(aboutYou).toContainText('10001');
  await consentAndSubmit(page);
  await success(page);
  await expect(page.getByText(applicationSubmittedMessages.addedToAccount)).toBeVisible();
  expect(await storedDraft(page)).toBeNull();
});

test('a new applicant uses Back and refresh, keeps their answers, and lands signed in', async ({
  page,
}) => {
  const user = newUser('Mabel');
  await page.goto('/application');
  await fillApplicantStep(page, user);
  await wizardNext(page);
  await expect(page).toHaveURL('/application?step=2');
  await stepHeading(page, 'Create Your Account');

  // The browser's Back and Forward move between steps, keeping what was typed.
  await page.goBack();
  await stepHeading(page, 'Basic Information');
  await expect(wizardField(page, 'First Name')).toHaveValue(user.firstName);
  await page.goForward();
  await stepHeading(page, 'Create Your Account');
  await wizardField(page, 'Password').fill(user.password);
  await wizardField(page, 'Confirm Password').fill(user.password);
  await wizardNext(page);
  await expect(page).toHaveURL('/application?step=3');
  await wizardField(page, 'Monthly Benefit').fill('1450');
  await wizardField(page, 'Monthly Rent or Mortgage').fill('800');

  // The draft is in this tab's storage, without the password.
  const kept = (await storedDraft(page)) ?? '';
  expect(kept).toContain(user.email);
  expect(kept).toContain('1450');
  expect(kept).not.toContain(user.password);
  expect(kept.toLowerCase()).not.toContain('password');

  // Refresh: the password was not kept, so step 2 asks for it; everything else is there.
  await page.reload();
  await expect(page).toHaveURL('/application?step=2');
  await stepText(page, 'Step 2 of 4');
  await expect(wizardField(page, 'Password')).toHaveValue('');
  await wizardField(page, 'Password').fill(user.password);
  await wizardField(page, 'Confirm Password').fill(user.password);
  await wizardNext(page);
  await expect(wizardField(page, 'Monthly Benefit')).toHaveValue('1450');
  await expect(wizardField(page, 'Monthly Rent or Mortgage')).toHaveValue('800');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(wizardField(page, 'Zip Code')).toHaveValue('10001');
  // The browser's Back (the wizard's own Back went forward in history).
  await page.goBack();
  await stepHeading(page, 'Create Your Account');
  await page.goBack();
  await stepHeading(page, 'Financial Situation');
  await fillFinancialStep(page);
  await continueToReview(page);
  await stepText(page, 'Step 4 of 4');
  await consentAndSubmit(page);

  // The spec's success screen first, then their dashboard: signed in by the submission.
  await success(page);
  await expect(page.getByText(journeySubmittedMessages.signedInNow)).toBeVisible();
  expect(await storedDraft(page)).toBeNull();
  await page.getByRole('link', { name: journeySubmittedMessages.viewDashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('article').getByText('$1,000', { exact: true }).first(),
  ).toBeVisible();
});

test('the review step shows the answers and refuses Submit until the consent is ticked', async ({
  page,
}) => {
  const user = await createCustomer(page.request, newUser('Ida'));
  await signInThroughApi(page.request, user);
  await page.goto('/application');
  // The account's answers prefill step 1 once the wizard knows who is signed in.
  await expect(wizardField(page, 'Email')).toHaveValue(user.email);
  await wizardField(page, 'Phone').fill('555-201-3344');
  await wizardField(page, 'Zip Code').fill('10001');
  await wizardNext(page);
  await fillFinancialStep(page, '750');
  await continueToReview(page);
  await expect(page).toHaveURL('/application?step=4');
  await stepText(page, 'Step 3 of 3');

  // Every answer, a way back to each step, and the cost of the advance.
  const money = page.getByRole('region', { name: reviewStepMessages.yourMoney });
  await expect(money).toContainText('$750');
  await expect(money).toContainText('$1,450');
  await expect(page.getByTestId('disclosure-box')).toBeVisible();
  await expect(page.getByRole('region', { name: reviewStepMessages.yourAccount })).toContainText(
    user.email,
  );
  await page
    .getByRole('link', { name: `Change ${reviewStepMessages.yourMoney.toLowerCase()}` })
    .click();
  await stepHeading(page, 'Financial Situation');
  await wizardField(page, 'Requested Amount').selectOption('500');
  await continueToReview(page);
  await expect(money).toContainText('$500');

  // Submit without the consent: the message is at the checkbox, tied to it, focus on it.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const consent = page.getByRole('checkbox', { name: reviewStepMessages.consentLabel });
  await expect(page.getByText(consentMessages.required)).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(new RegExp(consentMessages.required));
  await expectNoViolations(page, 'wizard review step with its consent error');

  await consent.check();
  await expect(page.getByText(consentMessages.required)).toBeHidden();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await success(page);
});
