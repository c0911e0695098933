import {
  type BenefitSchedule,
  benefitScheduleLabels,
  calculateFee,
  feeSchedule,
  journeySubmittedMessages,
  marketing,
  nextBenefitDates,
  pricingMessages,
  type Quote,
  quoteAdvance,
  representativeAprRange,
  todayInNewYork,
} from '@advance/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { consentAndSubmit, continueToReview } from './support/applications';
import { expectNoViolations } from './support/axe';
import { test } from './support/fixtures';
import { newUser } from './support/users';

/**
 * Issue 14: every price the product shows is computed from the fee schedule. These figures
 * come from the same contracts functions the server and the browser call.
 */

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
const apr = (percent: number) => `${percent.toFixed(2)}%`;
/** "Dec 16, 2026", as the app writes a date. */
const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const disclosure = (page: Page) => page.getByTestId('disclosure-box').first();

/** The box's four figures, in order, and its payment line. */
async function expectDisclosure(box: Locator, quote: Quote) {
  await expect(box.getByRole('definition')).toHaveText([
    apr(quote.apr),
    usd(quote.financeCharge),
    usd(quote.amountFinanced),
    usd(quote.totalOfPayments),
  ]);
  await expect(box.getByRole('term')).toContainText([
    'Annual Percentage Rate',
    'Finance Charge',
    'Amount Financed',
    'Total of Payments',
  ]);
  await expect(box.getByTestId('payment-schedule')).toHaveText(
    pricingMessages.paymentSchedule(usd(quote.totalOfPayments), usDate(quote.dueDate)),
  );
}

const scheduleRadio = (page: Page, schedule: BenefitSchedule) =>
  page.getByRole('radio', { name: capitalize(benefitScheduleLabels[schedule]), exact: true });

test('a new visitor picks an amount and sees the true APR, fee, amount received and due date', async ({
  page,
}) => {
  const user = newUser('Eleanor');
  await page.goto('/application');
  await field(page, 'First Name').fill(user.firstName);
  await field(page, 'Last Name').fill(user.lastName);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Phone').fill('555-201-3344');
  await field(page, 'Zip Code').fill('10001');
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4', { exact: true })).toBeVisible();

  // The §407 notice is on the step.
  await expect(page.getByRole('note', { name: 'Your benefits stay yours' })).toBeVisible();

  // Before the date of birth: the money, but no APR or due date yet.
  const box = disclosure(page);
  await expect(box.getByTestId('payment-schedule')).toHaveText(pricingMessages.awaitingSchedule);
  const today = todayInNewYork();
  await field(page, 'Requested Amount').selectOption('750');
  const money = quoteAdvance({ amount: 750, schedule: 'third_wednesday', from: today });
  await expect(box.getByRole('definition').nth(1)).toHaveText(usd(money.financeCharge));
  await expect(box.getByRole('definition').nth(2)).toHaveText(usd(money.amountFinanced));

  // A birthday on the 15th: the 3rd Wednesday is pre-selected and priced.
  await field(page, 'Date of Birth').fill('1950-04-15');
  await expect(scheduleRadio(page, 'third_wednesday')).toBeChecked();
  await expectDisclosure(
    box,
    quoteAdvance({ amount: 750, schedule: 'third_wednesday', from: today }),
  );
  // The live region reads the figures out.
  await expect(box.locator('[aria-live="polite"]')).toContainText('Annual Percentage Rate');

  // Another amount and another schedule: the box follows, without moving the page.
  const heightBefore = (await box.boundingBox())?.height;
  await field(page, 'Requested Amount').selectOption('2000');
  await scheduleRadio(page, 'first_of_month').check();
  const chosen = quoteAdvance({ amount: 2000, schedule: 'first_of_month', from: today });
  await expectDisclosure(box, chosen);
  expect((await box.boundingBox())?.height).toBe(heightBefore);

  await expectNoViolations(page, 'wizard step 3 with its disclosure');

  // Submit: the success screen shows the disclosure the server stored.
  await field(page, 'How often do you need extra cash?').selectOption('monthly');
  await field(page, 'Monthly Benefit').fill('1450');
  await field(page, 'Benefit Payment Day').selectOption('1');
  await field(page, 'Monthly Rent or Mortgage').fill('800');
  // Issue 20: the review step shows the same figures before the consent and Submit.
  await continueToReview(page);
  await expectDisclosure(disclosure(page), chosen);
  await consentAndSubmit(page);
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expectDisclosure(disclosure(page), chosen);
  await expect(
    page.getByText(`${pricingMessages.scheduleLabel}: The 1st of the month (SSI)`),
  ).toBeVisible();

  // The dashboard card shows the stored disclosure, under the §407 notice (the submission
  // signed the new applicant in, issue 20).
  await page.getByRole('link', { name: journeySubmittedMessages.viewDashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Your benefits stay yours' })).toBeVisible();
  await expectDisclosure(page.getByRole('article').getByTestId('disclosure-box'), chosen);
  await expectNoViolations(page, 'dashboard with a disclosure');
});

/** Every "$…" and "…%" figure in a text. */
function figuresIn(text: string): string[] {
  const dollars = text.match(/\$\d[\d,]*(?:\.\d{2})?(?:\s+(?:million|billion))?/gi) ?? [];
  const percents = text.match(/\d+(?:\.\d+)?%/g) ?? [];
  return [...dollars, ...percents];
}

/** The figures a public page may state: prices computed now, limits and the business's claims. */
function allowedFigures(): Set<string> {
  const today = todayInNewYork();
  const example = quoteAdvance({
    amount: marketing.example.amount,
    schedule: marketing.example.schedule,
    from: today,
  });
  const { feeCents, toReceiveCents } = calculateFee(marketing.example.amount);
  expect(feeCents / 100).toBe(example.fee);
  expect(toReceiveCents / 100).toBe(example.amountFinanced);
  const range = representativeAprRange();
  const claims = [marketing.approvalRate, marketing.satisfaction, marketing.totalAdvanced].flatMap(
    figuresIn,
  );
  return new Set([
    // Prices.
    usd(example.amount),
    usd(example.fee),
    usd(example.amountFinanced),
    usd(example.totalOfPayments),
    apr(example.apr),
    apr(range.min),
    apr(range.max),
    `${feeSchedule.feePercent}%`,
    // What we lend: limits, not prices.
    usd(marketing.minAdvance),
    usd(marketing.maxAdvance),
    // The business's claims (configuration).
    ...claims,
  ]);
}

/** The page's text, with every FAQ answer opened in turn (one is open at a time). */
async function pageText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const parts = [await main.innerText()];
  const questions = main
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .getByRole('button');
  for (const question of await questions.all()) {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    parts.push(await main.innerText());
  }
  return parts.join('\n');
}

for (const path of ['/', '/about']) {
  test(`${path} states no price the fee schedule does not give`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await pageText(page);
    const allowed = allowedFigures();
    const found = figuresIn(text);
    expect(found.length).toBeGreaterThan(0);
    for (const figure of found) {
      expect(allowed, `${path} states ${figure}`).toContain(figure.replace(/\s+/g, ' '));
    }
    // The APR statement is the computed range, never the old "14-26%".
    const range = representativeAprRange();
    expect(text).toContain(pricingMessages.aprRange(apr(range.min), apr(range.max)));
    expect(text).not.toMatch(/14\s*-\s*26%/);
  });
}

test('the example card is priced today, on a real benefit date', async ({ page }) => {
  await page.goto('/');
  const today = todayInNewYork();
  const quote = quoteAdvance({
    amount: marketing.example.amount,
    schedule: marketing.example.schedule,
    from: today,
  });
  const [nextBenefit] = nextBenefitDates(marketing.example.schedule, today, 1);
  const example = page.locator('dl').filter({ hasText: 'Advance amount' });
  const value = (label: string) =>
    example
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(value('Advance amount')).toHaveText(usd(quote.amount));
  await expect(value('One-time processing fee')).toHaveText(usd(quote.fee));
  await expect(value('You receive')).toHaveText(usd(quote.amountFinanced));
  await expect(value('Next benefit date')).toHaveText(usDate(nextBenefit ?? ''));
  await expect(
    page.getByText(`For benefits paid on ${benefitScheduleLabels[marketing.example.schedule]}.`),
  ).toBeVisible();
  await expect(page.getByTestId('example-repayment')).toContainText(
    `one payment of ${usd(quote.totalOfPayments)} on ${usDate(quote.dueDate)}: an APR of ${apr(quote.apr)}`,
  );
});
