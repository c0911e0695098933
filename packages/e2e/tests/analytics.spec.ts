import {
  type AnalyticsRange,
  analyticsMessages,
  type FunnelStep,
  funnelSteps,
  type SessionsOverview,
} from '@advance/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { consentAndSubmit, continueToReview } from './support/applications';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { test } from './support/fixtures';
import { mainNav } from './support/pages';
import { openAdminDesk, openAdminTab } from './support/staff';
import { newUser, type TestUser } from './support/users';

/**
 * The server drops known bots, and a headless browser may say "HeadlessChrome": this visitor
 * presents itself as the desktop Chrome it really is.
 */
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Fills the wizard's steps with valid answers, reviews and submits. */
async function applyThroughWizard(page: Page, user: TestUser) {
  await field(page, 'First Name').fill(user.firstName);
  await field(page, 'Last Name').fill(user.lastName);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Phone').fill('555-201-3344');
  await field(page, 'Zip Code').fill('10001');
  await next(page);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm Password').fill(user.password);
  await next(page);
  await field(page, 'Requested Amount').selectOption('1000');
  await field(page, 'How often do you need extra cash?').selectOption('monthly');
  await field(page, 'Monthly Benefit').fill('1450');
  await field(page, 'Benefit Payment Day').selectOption('3');
  await field(page, 'Monthly Rent or Mortgage').fill('800');
  await field(page, 'Date of Birth').fill(`${new Date().getUTCFullYear() - 70}-04-02`);
  // Issue 20: the review step, its consent ticked, then Submit.
  await continueToReview(page);
  await consentAndSubmit(page);
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
}

/**
 * Counts the page views the tracker had accepted (its bodies are Blobs, which Playwright
 * does not show, so the answers are counted).
 */
function countPageViews(page: Page) {
  let accepted = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/api/page-views')) {
      if (response.status() === 201) accepted += 1;
    }
  });
  return (count: number) =>
    expect.poll(() => accepted, { message: `page view ${count} recorded` }).toBe(count);
}

type FunnelCounts = Record<FunnelStep, number>;

/** The overview the Sessions tab shows, read through the admin API (other specs visit too). */
async function overview(staff: Page, range: AnalyticsRange) {
  const response = await staff.request.get('/api/admin/analytics/sessions', { params: { range } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as SessionsOverview;
  const funnel = Object.fromEntries(body.funnel.map((s) => [s.step, s.count])) as FunnelCounts;
  return { summary: body.summary, funnel };
}

/** Each funnel step on screen shows its count (and its share of visits after it). */
async function expectFunnel(tab: Locator, counts: FunnelCounts) {
  const funnel = tab.getByRole('list').filter({ hasText: analyticsMessages.funnelSteps.started });
  for (const step of funnelSteps) {
    const label = analyticsMessages.funnelSteps[step];
    await expect(
      funnel.getByRole('listitem').filter({ has: tab.page().getByText(label, { exact: true }) }),
    ).toHaveText(new RegExp(`^${label}${counts[step].toLocaleString('en-US')} \\(`));
  }
}

/** `counts` with one more in each of `steps`. */
const plusOne = (counts: FunnelCounts, steps: FunnelStep[]): FunnelCounts =>
  Object.fromEntries(
    funnelSteps.map((step) => [step, counts[step] + (steps.includes(step) ? 1 : 0)]),
  ) as FunnelCounts;

/** Approves `user`'s one application through the admin API, as the signed-in `staff`. */
async function approveApplicationOf(staff: Page, user: TestUser) {
  const list = await staff.request.get('/api/admin/applications', {
    params: { search: user.email },
  });
  const { items } = (await list.json()) as { items: Array<{ id: string }> };
  expect(items).toHaveLength(1);
  const review = await staff.request.patch(`/api/admin/applications/${items[0]?.id}/review`, {
    headers: { origin: baseURL },
    data: { status: 'Approved', reviewNotes: 'Award letter checked' },
  });
  expect(review.status(), await review.text()).toBe(200);
}

/** A card's figure on the Sessions tab (the cards are one description list). */
const cardValue = (tab: Locator, label: string) =>
  tab.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a visit through three pages and the wizard fills the admin Sessions tab', async ({
  page,
  newPage,
}) => {
  const user = newUser('Dorothea');
  // Staff look first: what the figures were before this visit (staff are never counted).
  const staff = await openAdminDesk(await newPage());
  const week = await overview(staff, '7d');
  const allTime = await overview(staff, 'all');

  // Home → About Us → the wizard, by clicking, as a visitor does. A person reads each page
  // for a while; the tracker records a view once the route has settled (300 ms), so the test
  // waits for each view to be sent rather than racing through.
  const pageViewsRecorded = countPageViews(page);
  await page.goto('/');
  await pageViewsRecorded(1);
  await mainNav(page).getByRole('link', { name: 'About Us' }).click();
  await pageViewsRecorded(2);
  await page.getByRole('link', { name: 'Apply for an Advance' }).click();
  await pageViewsRecorded(3);
  await applyThroughWizard(page, user);
  // Leaving the site ends the visit (the end beacon is sent on pagehide).
  await page.close({ runBeforeUnload: true });

  const tab = await openAdminTab(staff, 'Sessions');
  await expect(tab.getByLabel(analyticsMessages.rangeLabel)).toHaveValue('7d');

  // The visit is listed under the account the wizard made, converted, with its three pages,
  // its clicks and form submits, and a length now that it has ended.
  const recent = tab.getByRole('table', { name: /Recent sessions/ });
  const row = recent.getByRole('row').filter({ hasText: `${user.firstName} ${user.lastName}` });
  await expect(async () => {
    await staff.getByRole('tab', { name: 'Users' }).click();
    await staff.getByRole('tab', { name: 'Sessions' }).click();
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(5)).not.toHaveText('—', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('Desktop · Linux · Chrome 131.0.0.0');
  await expect(cells.nth(4)).toHaveText(analyticsMessages.direct);
  await expect(cells.nth(6)).toContainText('3 unique');
  // About Us, Apply, Next twice, Review, Submit (clicks) and the wizard's form submits.
  expect(Number(await cells.nth(7).textContent())).toBeGreaterThanOrEqual(5);
  await expect(cells.nth(8)).toContainText('Converted');

  // The visit adds one to the cards and to the funnel's first three steps.
  await expect(cardValue(tab, analyticsMessages.totalSessions)).toHaveText(
    (week.summary.totalSessions + 1).toLocaleString('en-US'),
  );
  await expect(cardValue(tab, analyticsMessages.uniqueUsers)).toHaveText(
    (week.summary.uniqueUsers + 1).toLocaleString('en-US'),
  );
  await expect(cardValue(tab, analyticsMessages.conversionRate)).toHaveText(/^\d+\.\d%$/);
  await expectFunnel(tab, plusOne(week.funnel, ['visits', 'started', 'submitted']));

  // Staff approve the application: the funnel's last step follows.
  await approveApplicationOf(staff, user);
  await staff.getByLabel(analyticsMessages.rangeLabel).selectOption('all');
  await expectFunnel(tab, plusOne(allTime.funnel, ['visits', 'started', 'submitted', 'approved']));
  const pages = tab.getByRole('table', { name: /Top pages/ });
  for (const path of ['/', '/about', '/application']) {
    await expect(
      pages.getByRole('row').filter({ has: staff.getByText(path, { exact: true }) }),
    ).toHaveCount(1);
  }
  await expect(tab.getByRole('table', { name: /Top referrers/ })).toContainText(
    analyticsMessages.directTraffic,
  );
  await expect(pages).not.toContainText('/admin');
  await expectNoViolations(staff, 'admin Sessions tab');
});
