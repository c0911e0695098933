import { randomUUID } from 'node:crypto';
import { type Announcement, announcementMessages } from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { test } from './support/fixtures';
import { openAdminDesk, openAdminTab } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/** A customer's banner for the announcement with this title. */
const bannerOf = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Announcements' })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Switches off the active announcements with these titles (they are among the newest). */
async function switchOff(staff: Page, titles: string[]) {
  const listed = await staff.request.get('/api/admin/announcements?limit=50');
  expect(listed.ok(), await listed.text()).toBe(true);
  const { items } = (await listed.json()) as { items: Announcement[] };
  for (const announcement of items.filter((a) => a.isActive && titles.includes(a.title))) {
    const response = await staff.request.patch(`/api/admin/announcements/${announcement.id}`, {
      headers: { origin: baseURL },
      data: { isActive: false },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function customerDashboard(page: Page, firstName: string) {
  const user = await createCustomer(page.request, newUser(firstName));
  await signInThroughApi(page.request, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
}

test('staff announce; customers see the banner, close it for the visit, and lose it when it is switched off', async ({
  page,
  newPage,
}) => {
  const staff = await openAdminDesk(await newPage());
  const title = `Maintenance tonight ${randomUUID().slice(0, 8)}`;
  // A second announcement that stays on: once its banner shows, the banners have loaded,
  // so the absence of the other one then means something.
  const steadyTitle = `Holiday hours ${randomUUID().slice(0, 8)}`;
  try {
    const steady = await staff.request.post('/api/admin/announcements', {
      headers: { origin: baseURL },
      data: { title: steadyTitle, content: 'We close at noon on Friday.', type: 'info' },
    });
    expect(steady.status(), await steady.text()).toBe(201);

    // Staff create the one under test in the Announcements tab.
    const tab = await openAdminTab(staff, 'Announcements');
    await tab.getByRole('button', { name: 'New Announcement' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Create System Announcement' });
    await expect(dialog.getByLabel('Type')).toHaveValue('info');
    await expectNoViolations(staff, 'Create System Announcement dialog');
    const content = 'The site is unavailable from 1 to 2 a.m.';
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill(content);
    await dialog.getByLabel('Type').selectOption('warning');
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(staff, announcementMessages.createdTitle);
    await expect(dialog).toBeHidden();
    const row = tab
      .getByRole('list', { name: 'Announcements' })
      .getByRole('listitem')
      .filter({ hasText: title });
    const active = row.getByRole('switch', { name: 'Active' });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByText('Warning', { exact: true })).toBeVisible();
    await expectNoViolations(staff, 'Announcements tab');

    // A customer sees it as a banner, with its type in words, and closes it.
    await customerDashboard(page, 'Clementine');
    const banner = bannerOf(page, title);
    await expect(banner).toContainText(content);
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

    // Another customer (a visit of their own) sees it, until staff switch it off.
    const other = await newPage();
    await customerDashboard(other, 'Ottoline');
    await expect(bannerOf(other, title)).toBeVisible();
    await active.click();
    await expectToast(staff, announcementMessages.updatedTitle, `"${title}" is now inactive.`);
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await other.reload();
    await expect(bannerOf(other, steadyTitle)).toBeVisible();
    await expect(bannerOf(other, title)).toBeHidden();
  } finally {
    // Announcements show to every customer: none of this test's may outlive it.
    await switchOff(staff, [title, steadyTitle]);
  }
});
