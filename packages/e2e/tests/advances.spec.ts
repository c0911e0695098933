import {
  type Advance,
  advanceMessages,
  advancePageMessages,
  applicationMessages,
  paymentConsentText,
} from '@advance/contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type StaffCodes, signInAt } from './support/api-sign-in';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { type ShiftedServer, startShiftedServer } from './support/shifted-server';
import { expectToast } from './support/toasts';
import { newUser, signInThroughApi } from './support/users';

/**
 * Issue 18: the life of an advance, from the application to the repayment, with a customer
 * and a staff member each in a browser of their own. Repaying is possible only from the
 * benefit (due) date on, weeks away, so this journey runs on a server of its own whose clock
 * the test moves (support/shifted-server.ts); the browsers' clocks move with it.
 */

/** "Jan 03, 2025", as the app writes dates. */
const usDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Contexts on the shifted server; their uncaught page errors fail the test like fixtures.ts. */
async function openContext(browser: Browser, origin: string, problems: string[]) {
  const context = await browser.newContext({ baseURL: origin });
  context.on('page', (page) =>
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`)),
  );
  return { context, page: await context.newPage() };
}

async function readAdvance(page: Page, origin: string, applicationId: string): Promise<Advance> {
  const response = await page.request.get(`${origin}/api/applications/${applicationId}/advance`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Advance;
}

/** The applicant's application in the staff desk's list. */
async function findApplication(staff: Page, email: string) {
  await staff.goto('/admin');
  await staff.getByLabel('Search applications').fill(email);
  const row = staff.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Its Application Details, where staff record funding and payments. */
async function openDetails(staff: Page, email: string) {
  const row = await findApplication(staff, email);
  await row.getByRole('button', { name: 'Details' }).click();
  return staff.getByRole('dialog', { name: 'Application Details' });
}

test.describe('the life of an advance', () => {
  let server: ShiftedServer | undefined;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startShiftedServer();
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await server?.stop();
  });

  test('applied, approved, funded, paid after the benefit arrived, repaid', async ({ browser }) => {
    test.setTimeout(90_000);
    if (!server) throw new Error('no server');
    const { origin } = server;
    const problems: string[] = [];
    const staffCodes: StaffCodes = { recoveryCodes: [] };
    const customerSide = await openContext(browser, origin, problems);
    const staffSide = await openContext(browser, origin, problems);
    contexts.push(customerSide.context, staffSide.context);
    const customer = customerSide.page;
    const staff = staffSide.page;

    // The applicant applies and signs in; staff sign in (their first time: TOTP setup).
    const user = newUser('Eleanor');
    const application = await submitApplication(customer.request, user, origin);
    await signInAt(customer.request, origin, user);
    await signInAt(staff.request, origin, server.superAdmin, staffCodes);

    // Staff approve it in the desk.
    const row = await findApplication(staff, user.email);
    await row.getByRole('button', { name: 'Review' }).click();
    const review = staff.getByRole('dialog', { name: 'Review Application' });
    await review.getByLabel('Decision').selectOption('Approved');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await expectToast(staff, applicationMessages.reviewedTitle);
    await expect(review).toBeHidden();

    // The applicant sees the advance awaiting funding, and cannot apply again meanwhile.
    await customer.goto('/dashboard');
    const panel = customer.getByRole('region', { name: advancePageMessages.title });
    await expect(panel.getByText('Awaiting funding', { exact: true })).toBeVisible();
    await expect(panel.getByText(advancePageMessages.stateText.awaiting_funding)).toBeVisible();
    await expect(
      customer.getByRole('button', { name: advancePageMessages.withdrawApplication }),
    ).toHaveCount(0);
    await customer.goto('/application');
    await expect(customer.getByText(advanceMessages.openAdvanceExists)).toBeVisible();
    await expect(customer.getByLabel('First Name', { exact: true })).toHaveCount(0);
    await customer.getByRole('link', { name: advancePageMessages.openAdvanceLink }).click();
    await expect(customer).toHaveURL(/\/dashboard$/);

    // Staff record the funding: Application Details → Record funding.
    const details = await openDetails(staff, user.email);
    await details.getByRole('button', { name: 'Record funding' }).click();
    const funding = staff.getByRole('dialog', { name: 'Record funding' });
    await funding.getByLabel('How it was sent').selectOption({ label: 'ACH bank transfer' });
    await funding.getByLabel('Reference (optional)').fill('ACH-TRACE-0001');
    await funding.getByRole('button', { name: 'Record funding' }).click();
    await expectToast(staff, 'Funding recorded');
    await staff.keyboard.press('Escape');

    // The applicant: amount due, due date, the final disclosure, and not payable yet.
    const funded = await readAdvance(customer, origin, application.id);
    expect(funded.state).toBe('funded');
    expect(funded.canAuthorizePayment).toBe(false);
    await customer.reload();
    await expect(panel.getByText('Funded', { exact: true })).toBeVisible();
    const figure = (label: string) =>
      panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await expect(figure(advancePageMessages.amountDueLabel)).toHaveText('$500');
    await expect(figure(advancePageMessages.dueDateLabel)).toHaveText(usDate(funded.dueDate));
    await expect(figure(advancePageMessages.paidLabel)).toHaveText('$0');
    const disclosure = panel.getByRole('region', {
      name: advancePageMessages.finalDisclosureTitle,
    });
    await expect(disclosure).toBeVisible();
    await expect(disclosure.getByText('$485', { exact: true })).toBeVisible();
    await expect(disclosure.getByText('$15', { exact: true })).toBeVisible();
    await expect(
      disclosure.getByText(`One payment of $500 due on ${usDate(funded.dueDate)}.`),
    ).toBeVisible();
    await expect(
      panel.getByText(advanceMessages.payBeforeBenefit(usDate(funded.dueDate))),
    ).toBeVisible();
    await expect(panel.getByLabel(advancePageMessages.amountLabel)).toHaveCount(0);
    await expectNoViolations(customer, 'dashboard with a funded advance');

    // Time moves to the benefit date (midday in New York), for the server and both browsers.
    const dueMoment = Date.parse(`${funded.dueDate}T17:00:00Z`);
    server.setOffset(dueMoment - Date.now());
    await customer.clock.setSystemTime(dueMoment);
    await staff.clock.setSystemTime(dueMoment);
    // Weeks later both sessions have ended: sign in again (staff with a recovery code).
    await expect
      .poll(
        async () => {
          await signInAt(customer.request, origin, user);
          return (await readAdvance(customer, origin, application.id)).canAuthorizePayment;
        },
        { message: 'the server reached the benefit date', timeout: 10_000 },
      )
      .toBe(true);
    await signInAt(staff.request, origin, server.superAdmin, staffCodes);

    // The applicant authorises one payment of the balance, from the benefit date on.
    await customer.goto('/dashboard');
    const amount = panel.getByLabel(advancePageMessages.amountLabel);
    await expect(amount).toHaveValue('500');
    await expect(panel.getByLabel(advancePageMessages.dateLabel)).toHaveValue(funded.dueDate);
    await expect(panel.getByTestId('consent-text')).toHaveText(
      paymentConsentText({ amount: 500, date: funded.dueDate }),
    );
    await expectNoViolations(customer, 'dashboard with the payment form');
    await panel.getByRole('button', { name: advancePageMessages.authorizeButton }).click();
    await expect(panel.getByText(advanceMessages.consentRequired)).toBeVisible();
    await panel.getByLabel(advancePageMessages.consentLabel).check();
    await panel.getByRole('button', { name: advancePageMessages.authorizeButton }).click();
    await expectToast(customer, advancePageMessages.authorizedTitle);
    await expect(
      panel.getByText(advancePageMessages.pendingText('$500', usDate(funded.dueDate))),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: advancePageMessages.withdrawAuthorization }),
    ).toBeVisible();

    // Staff record the authorised payment as received.
    await (await openDetails(staff, user.email))
      .getByRole('button', { name: `Record as received: $500 on ${usDate(funded.dueDate)}` })
      .click();
    const payment = staff.getByRole('dialog', { name: 'Record payment' });
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(staff, 'Payment recorded');

    // The applicant sees it repaid, and the payment in the history.
    await customer.reload();
    await expect(panel.getByText('Repaid', { exact: true })).toBeVisible();
    await expect(panel.getByText(advancePageMessages.stateText.repaid)).toBeVisible();
    await expect(figure(advancePageMessages.amountDueLabel)).toHaveText('$0');
    await expect(figure(advancePageMessages.paidLabel)).toHaveText('$500');
    await expect(
      panel.getByRole('list', { name: advancePageMessages.historyTitle }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(panel.getByLabel(advancePageMessages.amountLabel)).toHaveCount(0);
    expect((await readAdvance(customer, origin, application.id)).balance).toBe(0);
    expect(problems, 'uncaught page errors').toEqual([]);
  });
});

test('an applicant withdraws an application that has no decision yet', async ({ page }) => {
  const user = newUser('Walter');
  const application = await submitApplication(page.request, user);
  await signInThroughApi(page.request, user);
  await page.goto('/dashboard');
  const card = page.getByRole('article');
  await expect(card.getByText('Submitted', { exact: true }).first()).toBeVisible();

  // Changing one's mind in the dialog keeps the application.
  await card.getByRole('button', { name: advancePageMessages.withdrawApplication }).click();
  const dialog = page.getByRole('dialog', { name: advancePageMessages.withdrawConfirmTitle });
  await expect(dialog.getByText(advanceMessages.withdrawConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: advancePageMessages.withdrawKeep }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Submitted', { exact: true }).first()).toBeVisible();

  await card.getByRole('button', { name: advancePageMessages.withdrawApplication }).click();
  await dialog.getByRole('button', { name: advancePageMessages.withdrawConfirmButton }).click();
  await expectToast(page, advanceMessages.withdrawnTitle);
  await expect(card.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(applicationMessages.statusWithdrawn)).toBeVisible();
  await expect(
    card.getByRole('button', { name: advancePageMessages.withdrawApplication }),
  ).toHaveCount(0);

  // It stays withdrawn after a reload, and a second withdrawal is refused.
  await page.reload();
  await expect(card.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  const again = await page.request.post(`/api/applications/${application.id}/withdraw`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error?: string; message?: string }).message ?? '').toContain(
    advanceMessages.withdrawNotAllowed,
  );
});
