import { randomUUID } from 'node:crypto';
import { type Announcement, announcementMessages } from '@advance/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, openStaffDesk, staffApi, test } from './support/fast-staff';
import { openAdminTab } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

// Issue 20: staff create announcements in the admin desk, customers see them as banners,
// close them for the visit, and lose them when staff switch them off. Each part is a test of
// its own; what a test is not about (the other announcements, the customer's account and
// sign-in, the staff sign-in, once per worker) is set up through the API.

/** A customer's banner for the announcement with this title. */
const bannerOf = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Announcements' })
    .getByRole('listitem')
    .filter({ hasText: title });

const unique = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

/** The newest announcements, as staff list them. */
async function listed(staff: APIRequestContext): Promise<Announcement[]> {
  const response = await staff.get('/api/admin/announcements?limit=50');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: Announcement[] }).items;
}

/** Staff announce through the API (what the test is not about). */
async function announce(
  staff: APIRequestContext,
  title: string,
  content: string,
  type: Announcement['type'],
) {
  await staffApi(staff, 'POST', '/api/admin/announcements', { title, content, type });
}

/**
 * A second announcement that stays on while the test runs: once its banner shows, the
 * banners have loaded, so the absence of another one then means something.
 */
async function steadyAnnouncement(staff: APIRequestContext): Promise<string> {
  const title = unique('Holiday hours');
  await announce(staff, title, 'We close at noon on Friday.', 'info');
  return title;
}

/** Switches off the active announcements with these titles (they are among the newest). */
async function switchOff(staff: APIRequestContext, titles: string[]) {
  for (const announcement of await listed(staff)) {
    if (!announcement.isActive || !titles.includes(announcement.title)) continue;
    await staffApi(staff, 'PATCH', `/api/admin/announcements/${announcement.id}`, {
      isActive: false,
    });
  }
}

async function customerDashboard(page: Page, firstName: string) {
  const user = await createCustomer(page.request, newUser(firstName));
  await signInThroughApi(page.request, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
}

/** The row of an announcement in the staff Announcements tab. */
async function announcementRow(staff: Page, title: string) {
  const tab = await openAdminTab(staff, 'Announcements');
  const row = tab
    .getByRole('list', { name: 'Announcements' })
    .getByRole('listitem')
    .filter({ hasText: title });
  return { tab, row, active: row.getByRole('switch', { name: 'Active' }) };
}

const CONTENT = 'The site is unavailable from 1 to 2 a.m.';

test('staff create an announcement in the Announcements tab', async ({
  staffPage,
  staffRequest,
}) => {
  const title = unique('Maintenance tonight');
  try {
    const staff = await openStaffDesk(await staffPage());
    const { tab, row, active } = await announcementRow(staff, title);
    await tab.getByRole('button', { name: 'New Announcement' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Create System Announcement' });
    await expect(dialog.getByLabel('Type')).toHaveValue('info');
    await expectNoViolations(staff, 'Create System Announcement dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill(CONTENT);
    await dialog.getByLabel('Type').selectOption('warning');
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(staff, announcementMessages.createdTitle);
    await expect(dialog).toBeHidden();
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByText('Warning', { exact: true })).toBeVisible();
    await expectNoViolations(staff, 'Announcements tab');

    // What was saved is what customers are shown (their banners: the next test).
    const saved = (await listed(staffRequest)).find((a) => a.title === title);
    expect(saved).toMatchObject({ title, content: CONTENT, type: 'warning', isActive: true });
  } finally {
    // Announcements show to every customer: none of this test's may outlive it.
    await switchOff(staffRequest, [title]);
  }
});

test('a customer sees the banner with its type and closes it for the rest of the visit', async ({
  page,
  staffRequest,
}) => {
  const title = unique('Maintenance tonight');
  const steadyTitle = await steadyAnnouncement(staffRequest);
  try {
    await announce(staffRequest, title, CONTENT, 'warning');
    await customerDashboard(page, 'Clementine');
    const banner = bannerOf(page, title);
    await expect(banner).toContainText(CONTENT);
    await expect(banner.getByText('Warning', { exact: true })).toBeVisible();
    await expect(bannerOf(page, steadyTitle)).toBeVisible();
    await expectNoViolations(page, 'dashboard with announcement banners');
    await banner.getByRole('button', { name: announcementMessages.dismiss }).click();
    await expect(banner).toBeHidden();
    await expect(bannerOf(page, steadyTitle)).toBeVisible();
    // Closed for the rest of the visit: a reload keeps it closed.
    await page.reload();
    await expect(bannerOf(page, steadyTitle)).toBeVisible();
    await expect(banner).toBeHidden();
  } finally {
    await switchOff(staffRequest, [title, steadyTitle]);
  }
});

test('staff switch an announcement off in the tab and customers lose its banner', async ({
  page,
  staffPage,
  staffRequest,
}) => {
  const title = unique('Maintenance tonight');
  const steadyTitle = await steadyAnnouncement(staffRequest);
  try {
    await announce(staffRequest, title, CONTENT, 'warning');
    // A customer (a visit of their own, nothing closed) and staff, side by side.
    const [staff] = await Promise.all([
      staffPage().then(openStaffDesk),
      customerDashboard(page, 'Ottoline'),
    ]);
    await expect(bannerOf(page, title)).toBeVisible();

    const { active } = await announcementRow(staff, title);
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expectToast(staff, announcementMessages.updatedTitle, `"${title}" is now inactive.`);
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(bannerOf(page, steadyTitle)).toBeVisible();
    await expect(bannerOf(page, title)).toBeHidden();
  } finally {
    await switchOff(staffRequest, [title, steadyTitle]);
  }
});
