import {
  type Advance,
  advanceMessages,
  advancePageMessages,
  applicationMessages,
  paymentConsentText,
} from '@advance/contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { approveThroughApi, fundThroughApi } from './support/api-setup-fast';
import { type StaffCodes, signInAt } from './support/api-sign-in';
import { submitApplication } from './support/applications';
import { expectNoViolationsInPage } from './support/axe-in-page';
import { expect, test, waitForApp } from './support/fixtures';
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
  const page = await context.newPage();
  // As the fixtures do (support/fixtures.ts): after a navigation, wait until the app answers
  // input itself, so checks do not spend their 5 s on a loaded machine's hydration.
  const ready = () => waitForApp(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return { context, page };
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
  /** The super admin's recovery codes on this server, shared by the tests in order. */
  const staffCodes: StaffCodes = { recoveryCodes: [] };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startShiftedServer();
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await server?.stop();
  });

  /**
   * A customer and a staff member, each in a browser of their own, both signed in; the
   * applicant has applied. Each stage of the journey is a test of its own (issue 20: every
   * test under 15 s), its earlier stages done through the API (support/api-setup-fast.ts):
   * those stages are each tested through the screens by the test before it.
   */
  async function twoPeople(browser: Browser, firstName: string) {
    if (!server) throw new Error('no server');
    const { origin } = server;
    const problems: string[] = [];
    const [customerSide, staffSide] = await Promise.all([
      openContext(browser, origin, problems),
      openContext(browser, origin, problems),
    ]);
    contexts.push(customerSide.context, staffSide.context);
    const customer = customerSide.page;
    const staff = staffSide.page;
    const user = newUser(firstName);
    const application = await submitApplication(customer.request, user, origin);
    await Promise.all([
      signInAt(customer.request, origin, user),
      signInAt(staff.request, origin, server.superAdmin, staffCodes),
    ]);
    const panel = customer.getByRole('region', { name: advancePageMessages.title });
    const figure = (label: string) =>
      panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    return { server, origin, problems, customer, staff, user, application, panel, figure };
  }

  test('staff approve in the desk; the applicant sees it awaiting funding', async ({ browser }) => {
    const { problems, customer, staff, user, panel } = await twoPeople(browser, 'Eleanor');

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
    expect(problems, 'uncaught page errors').toEqual([]);
  });

  test('staff record the funding; the applicant sees what is due, when, and not payable yet', async ({
    browser,
  }) => {
    const { origin, problems, customer, staff, user, application, panel, figure } = await twoPeople(
      browser,
      'Harriet',
    );
    await approveThroughApi(staff.request, origin, application.id);

    // Staff record the funding: Application Details → Record funding.
    const details = await openDetails(staff, user.email);
    await details.getByRole('button', { name: 'Record funding' }).click();
    const funding = staff.getByRole('dialog', { name: 'Record funding' });
    await funding.getByLabel('How it was sent').selectOption({ label: 'ACH bank transfer' });
    await funding.getByLabel('Reference (optional)').fill('ACH-TRACE-0001');
    await funding.getByRole('button', { name: 'Record funding' }).click();
    await expectToast(staff, 'Funding recorded');

    // The applicant: amount due, due date, the final disclosure, and not payable yet.
    const funded = await readAdvance(customer, origin, application.id);
    expect(funded.state).toBe('funded');
    expect(funded.canAuthorizePayment).toBe(false);
    await customer.goto('/dashboard');
    await expect(panel.getByText('Funded', { exact: true })).toBeVisible();
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
    await expectNoViolationsInPage(customer, 'dashboard with a funded advance');
    expect(problems, 'uncaught page errors').toEqual([]);
  });

  // Last: it moves this server's clock to the benefit date.
  test('paid after the benefit arrived: authorised by the applicant, recorded by staff, repaid', async ({
    browser,
  }) => {
    const { server, origin, problems, customer, staff, user, application, panel, figure } =
      await twoPeople(browser, 'Walter');
    await approveThroughApi(staff.request, origin, application.id);
    const funded = await fundThroughApi(staff.request, origin, application.id);
    expect(funded.canAuthorizePayment).toBe(false);

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
    // Staff open the desk at the application meanwhile (two people, two browsers).
    const staffRow = findApplication(staff, user.email);
    staffRow.catch(() => {}); // awaited below; a failure there fails the test

    // The applicant authorises one payment of the balance, from the benefit date on.
    await customer.goto('/dashboard');
    const amount = panel.getByLabel(advancePageMessages.amountLabel);
    await expect(amount).toHaveValue('500');
    await expect(panel.getByLabel(advancePageMessages.dateLabel)).toHaveValue(funded.dueDate);
    await expect(panel.getByTestId('consent-text')).toHaveText(
      paymentConsentText({ amount: 500, date: funded.dueDate }),
    );
    await expectNoViolationsInPage(customer, 'dashboard with the payment form');
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
    await (await staffRow).getByRole('button', { name: 'Details' }).click();
    await staff
      .getByRole('dialog', { name: 'Application Details' })
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

  // It is stored withdrawn (what a reload would show), and a second withdrawal is refused.
  const mine = await page.request.get('/api/applications');
  expect(mine.ok(), await mine.text()).toBe(true);
  expect(await mine.json()).toEqual([
    expect.objectContaining({ id: application.id, status: 'Withdrawn' }),
  ]);
  const again = await page.request.post(`/api/applications/${application.id}/withdraw`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error?: string; message?: string }).message ?? '').toContain(
    advanceMessages.withdrawNotAllowed,
  );
});
