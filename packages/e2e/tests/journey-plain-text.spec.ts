import { attachmentMessages, userCountTexts } from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { superAdmin } from './support/env';
import { test } from './support/fixtures';
import { openAdminDesk, openAdminTab } from './support/staff';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Issue 20, rough place 7 ("technical text reaches people") and the document rows of
 * rough place 8: each path as a person meets it, through the real server and browser.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function customerOnDashboard(page: Page) {
  const user = await createCustomer(page.request, newUser('Edna'));
  await signInThroughApi(page.request, user);
  await submitApplication(page.request, user);
  await page.goto('/dashboard');
  return user;
}

const documentsPanel = (page: Page) => page.getByRole('region', { name: 'Supporting Documents' });

test('a refused file type is told in a sentence, never as "415"', async ({ page }) => {
  await customerOnDashboard(page);
  const panel = documentsPanel(page);
  // A Windows program: the server judges the bytes and refuses it (HTTP 415).
  await panel.getByLabel('Upload Document').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]),
  });
  const status = panel.getByRole('status').filter({ hasText: 'tool.exe' });
  await expect(status).toHaveText(`tool.exe: ${attachmentMessages.typeNotAllowed}`);
  await expect(page.getByText(/\b41[35]\b/)).toHaveCount(0);
});

test('a document row reads name, facts and Download naturally at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await customerOnDashboard(page);
  const panel = documentsPanel(page);
  const fileName = 'benefit-award-letter-2026.pdf';
  await panel.getByLabel('Upload Document').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  const row = panel.getByRole('listitem').filter({ hasText: fileName });
  await expect(row).toBeVisible();

  const name = row.getByText(fileName, { exact: true });
  const meta = row.locator('dl');
  const download = row.getByRole('button', { name: `Download ${fileName}` });
  const [nameBox, metaBox, buttonBox] = await Promise.all([
    name.boundingBox(),
    meta.boundingBox(),
    download.boundingBox(),
  ]);
  if (!nameBox || !metaBox || !buttonBox) throw new Error('row parts not laid out');
  const lineHeight = await name.evaluate((el) =>
    Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  // The name on one line, the facts under it in at most two lines, not one per fact.
  expect(nameBox.height).toBeLessThanOrEqual(lineHeight + 1);
  expect(metaBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  const metaLine = await meta.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect(metaBox.height).toBeLessThanOrEqual(metaLine * 2 + 1);
  // Nothing is cut off: the facts wrap between themselves inside the row.
  const overflow = await meta.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(metaBox.x + metaBox.width).toBeLessThanOrEqual(390);
  const [dateBox, rowBox] = await Promise.all([
    row.locator('dd').last().boundingBox(),
    row.boundingBox(),
  ]);
  if (!dateBox || !rowBox) throw new Error('row parts not laid out');
  expect(dateBox.x + dateBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
  // Download stays on the screen and is a comfortable target (WCAG 2.2: 24 px).
  expect(buttonBox.height).toBeGreaterThanOrEqual(24);
  expect(buttonBox.width).toBeGreaterThanOrEqual(24);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390);
});

test('staff see readable activity, matching user counts, languages and durations', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, newUser('Rosa'));
  await openAdminDesk(page);

  // "Signed in as Super" was a placeholder, not a name: the e-mail says who it is.
  await expect(page.getByText(`Signed in as ${superAdmin.email}.`)).toBeVisible();

  // The Total Users card and the Users tab count the same accounts (others may be signing
  // up in parallel, so the two are read until they agree).
  const card = page.locator('div', { has: page.locator('dt', { hasText: 'Total Users' }) }).last();
  await expect(card.locator('dd')).toContainText(userCountTexts.scope);
  const usersPanel = await openAdminTab(page, 'Users');
  await expect
    .poll(
      async () => {
        await page.getByRole('tab', { name: 'Applications' }).click();
        await page.getByRole('tab', { name: 'Users' }).click();
        const figure = (await card.locator('dd').innerText()).split('\n')[0]?.trim() ?? '';
        const count = Number(figure.replace(/,/g, ''));
        const total = await usersPanel.getByText(/accounts? in all, staff included$/).innerText();
        return total === userCountTexts.listTotal(count);
      },
      { timeout: 8_000 },
    )
    .toBe(true);

  // Each customer's language is shown (staff screens stay in English).
  await usersPanel.getByLabel('Search users').fill(customer.email);
  const item = usersPanel.getByRole('listitem').filter({ hasText: customer.email });
  await expect(item.getByText('Language: English')).toBeVisible();

  // Activity Logs: label: value pairs, no braces, no JSON, no id fragments.
  await page.getByRole('tab', { name: 'Activity Logs' }).click();
  const table = page.getByRole('table', { name: /Activity log entries/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const visible = await table.innerText();
  expect(visible).not.toMatch(/[{}]|":/);
  expect(visible).not.toMatch(UUID);
  expect(visible).not.toMatch(/\b[0-9a-f]{8}…/);

  // Sessions: durations in words, and nothing breaks a domain or e-mail mid-word.
  const sessions = await openAdminTab(page, 'Sessions');
  await expect(sessions.getByText('Avg. Session Duration')).toBeVisible();
  await expect(sessions.getByText(/\d\.\d min/)).toHaveCount(0);
  const breakAll = await sessions.evaluate(
    (root) =>
      [...root.querySelectorAll('*')].filter((el) => getComputedStyle(el).wordBreak === 'break-all')
        .length,
  );
  expect(breakAll).toBe(0);
});
