import { readFile } from 'node:fs/promises';
import {
  type Attachment,
  attachmentMessages,
  CUSTOMER_ATTACHMENT_CATEGORY,
} from '@advance/contracts';
import type { Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { expect, openStaffDesk, test } from './support/fast-staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

// Issue 20: an applicant uploads and downloads a supporting document through the dashboard;
// staff hide, show and delete it in the Application Details. Each part is a test of its own;
// what a test is not about (the account, the application, the sign-ins, the upload in the
// staff tests) goes through the API, and staff sign in once per worker (support/fast-staff).

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
  const application = await submitApplication(page.request, user);
  return { user, application };
}

/** The applicant's upload through the API, the calls the panel makes (spec part 7, Files). */
async function uploadThroughApi(page: Page, applicationId: string, pdf: Buffer) {
  const headers = { origin: baseURL };
  const ticket = await page.request.post('/api/attachments/upload', { headers, data: {} });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const { uploadURL } = (await ticket.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    headers: { ...headers, 'content-type': 'application/pdf' },
    data: pdf,
  });
  expect(put.ok(), await put.text()).toBe(true);
  const stored = (await put.json()) as { objectPath: string; fileSize: number; fileType: string };
  const attached = await page.request.post(`/api/applications/${applicationId}/attachments`, {
    headers,
    data: {
      fileName: FILE_NAME,
      objectPath: stored.objectPath,
      fileSize: stored.fileSize,
      fileType: stored.fileType,
      uploadType: 'user_uploaded',
      category: CUSTOMER_ATTACHMENT_CATEGORY,
    },
  });
  expect(attached.status(), await attached.text()).toBe(201);
}

const documentsPanel = (page: Page) => page.getByRole('region', { name: 'Supporting Documents' });
/** The list entry of a document (the upload status line names the file too). */
const listed = (scope: Page | ReturnType<Page['getByRole']>, fileName: string) =>
  scope.getByRole('listitem').filter({ hasText: fileName });

/** The Application Details of this applicant, on the admin desk of a signed-in staff page. */
async function adminDetails(admin: Page, email: string) {
  await admin.getByLabel('Search applications').fill(email);
  const row = admin.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Details' }).click();
  return admin.getByRole('dialog', { name: 'Application Details' });
}

/** The names of the documents the applicant is shown, as their dashboard asks for them. */
async function applicantSees(page: Page, applicationId: string): Promise<string[]> {
  const response = await page.request.get(`/api/applications/${applicationId}/attachments`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Attachment[]).map((a) => a.fileName);
}

/**
 * An applicant who has uploaded the document (the upload through the screen is the first
 * test; here the API) and can see it, and staff with the application's details open.
 */
async function documentBeforeStaff(page: Page, staffPage: () => Promise<Page>) {
  const [admin, user] = await Promise.all([
    staffPage().then(openStaffDesk),
    (async () => {
      const { user, application } = await customerWithApplication(page);
      await uploadThroughApi(page, application.id, samplePdf());
      expect(await applicantSees(page, application.id)).toEqual([FILE_NAME]);
      return user;
    })(),
  ]);
  const details = await adminDetails(admin, user.email);
  await expect(details.getByText(FILE_NAME, { exact: true })).toBeVisible();
  return details;
}

test('an applicant uploads a document, seeing its progress, and downloads it', async ({ page }) => {
  await customerWithApplication(page);
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
});

test('staff hide a document from the applicant and show it again', async ({ page, staffPage }) => {
  const details = await documentBeforeStaff(page, staffPage);
  await expectNoViolations(details.page(), 'Application Details with an attachment');

  // Hidden: the applicant no longer sees it.
  await details.getByRole('button', { name: `Hide ${FILE_NAME} from applicant` }).click();
  await expectToast(details.page(), attachmentMessages.visibilityUpdatedTitle);
  await expect(details.getByText(attachmentMessages.hiddenFromApplicant)).toBeVisible();
  await page.goto('/dashboard');
  await expect(documentsPanel(page).getByText(attachmentMessages.noDocuments)).toBeVisible();
  await expect(listed(documentsPanel(page), FILE_NAME)).toHaveCount(0);

  // ... and shown again.
  await details.getByRole('button', { name: `Show ${FILE_NAME} to applicant` }).click();
  await expect(details.getByText(attachmentMessages.visibleToApplicant)).toBeVisible();
  await page.reload();
  await expect(listed(documentsPanel(page), FILE_NAME)).toBeVisible();
});

test('staff delete a document after confirming, and it is gone for the applicant', async ({
  page,
  staffPage,
}) => {
  const details = await documentBeforeStaff(page, staffPage);

  await details.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
  const confirm = details.page().getByRole('alertdialog');
  await expect(confirm.getByText(attachmentMessages.deleteConfirm)).toBeVisible();
  await expectNoViolations(details.page(), 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(details.page(), attachmentMessages.deletedTitle);
  await expect(details.getByText(FILE_NAME, { exact: true })).toHaveCount(0);
  await page.goto('/dashboard');
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
