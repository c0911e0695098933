import { readFile } from 'node:fs/promises';
import { attachmentMessages } from '@advance/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { superAdmin } from './support/env';
import { test } from './support/fixtures';
import { signInThroughUi } from './support/pages';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/** A real (if tiny) PDF padded to ~300 KB, so a throttled upload shows its progress. */
function samplePdf(): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const padding = `% ${'x'.repeat(78)}\n`.repeat(3800);
  return Buffer.from(`${head}${padding}trailer << /Root 1 0 R >>\n%%EOF\n`);
}

const FILE_NAME = 'award-letter.pdf';

async function customerWithApplication(page: Page) {
  const user = await createCustomer(page.request, newUser('Edna'));
  await signInThroughApi(page.request, user);
  await submitApplication(page.request, user);
  return user;
}

async function adminDetails(browser: Browser, email: string) {
  const admin = await (await browser.newContext()).newPage();
  await signInThroughUi(admin, superAdmin.email, superAdmin.password);
  await expectToast(admin, 'Login successful');
  await admin.goto('/admin');
  await admin.getByLabel('Search applications').fill(email);
  const row = admin.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Details' }).click();
  return admin.getByRole('dialog', { name: 'Application Details' });
}

const documentsPanel = (page: Page) => page.getByRole('region', { name: 'Supporting Documents' });
/** The list entry of a document (the upload status line names the file too). */
const listed = (scope: Page | ReturnType<Page['getByRole']>, fileName: string) =>
  scope.getByRole('listitem').filter({ hasText: fileName });

test('an applicant uploads and downloads a document; staff hide, show and delete it', async ({
  page,
  browser,
}) => {
  const user = await customerWithApplication(page);
  await page.goto('/dashboard');
  const panel = documentsPanel(page);
  await expect(panel.getByText(attachmentMessages.noDocuments)).toBeVisible();

  // A slow line (100 KB/s up), so the real upload progress is seen on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  const pdf = samplePdf();
  await panel
    .getByLabel('Upload Document')
    .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: pdf });
  const progress = panel.getByRole('progressbar', { name: `Uploading ${FILE_NAME}` });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expectToast(page, attachmentMessages.uploadSuccessTitle, attachmentMessages.uploadSuccess);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(listed(panel, FILE_NAME)).toBeVisible();
  await expect(
    listed(panel, FILE_NAME).getByText('Supporting Document', { exact: true }),
  ).toBeVisible();
  await expectNoViolations(page, 'dashboard with a document');

  // The browser saves it under its name, byte for byte.
  const saved = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Download ${FILE_NAME}` }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // Staff hide it: the applicant no longer sees it.
  const details = await adminDetails(browser, user.email);
  await expect(details.getByText(FILE_NAME, { exact: true })).toBeVisible();
  await expectNoViolations(details.page(), 'Application Details with an attachment');
  await details.getByRole('button', { name: `Hide ${FILE_NAME} from applicant` }).click();
  await expectToast(details.page(), attachmentMessages.visibilityUpdatedTitle);
  await expect(details.getByText(attachmentMessages.hiddenFromApplicant)).toBeVisible();
  await page.reload();
  await expect(documentsPanel(page).getByText(attachmentMessages.noDocuments)).toBeVisible();
  await expect(listed(documentsPanel(page), FILE_NAME)).toHaveCount(0);

  // ... and show it again.
  await details.getByRole('button', { name: `Show ${FILE_NAME} to applicant` }).click();
  await expect(details.getByText(attachmentMessages.visibleToApplicant)).toBeVisible();
  await page.reload();
  await expect(listed(documentsPanel(page), FILE_NAME)).toBeVisible();

  // Delete asks first, then the file is gone for everyone.
  await details.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
  const confirm = details.page().getByRole('alertdialog');
  await expect(confirm.getByText(attachmentMessages.deleteConfirm)).toBeVisible();
  await expectNoViolations(details.page(), 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(details.page(), attachmentMessages.deletedTitle);
  await expect(details.getByText(FILE_NAME, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(documentsPanel(page).getByText(attachmentMessages.noDocuments)).toBeVisible();
});

test('a file over 10 MB is refused in the browser before anything is sent', async ({ page }) => {
  await customerWithApplication(page);
  await page.goto('/dashboard');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT') uploads += 1;
  });
  await documentsPanel(page)
    .getByLabel('Upload Document')
    .setInputFiles({
      name: 'too-big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10_485_761, 0x20),
    });
  await expectToast(page, attachmentMessages.fileTooLargeTitle, attachmentMessages.fileTooLarge);
  expect(uploads).toBe(0);
});
