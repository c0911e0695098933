import {
  type Application,
  applicationMessages,
  documentItemStateLabels,
  documentRequestTexts,
  staffDocumentRequestTexts,
} from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { test } from './support/fixtures';
import { openAdminDesk } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const ITEMS = [
  { category: 'identity', description: 'A photo ID' },
  { category: 'benefits', description: 'Your 2026 award letter' },
] as const;

/** A decision through the staff REST path, as an internal tool would send it. */
async function review(staff: Page, applicationId: string, data: Record<string, unknown>) {
  const response = await staff.request.patch(`/api/admin/applications/${applicationId}/review`, {
    data,
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const checklist = (page: Page) =>
  page.getByRole('region', { name: documentRequestTexts.checklistHeading });
const item = (scope: ReturnType<Page['getByRole']>, description: string) =>
  scope.getByRole('listitem').filter({ hasText: description });

test('staff request two documents, the applicant uploads each, staff accept one and approve', async ({
  page,
  newPage,
}) => {
  const user = await createCustomer(page.request, newUser('Iris'));
  await signInThroughApi(page.request, user);
  const application: Application = await submitApplication(page.request, user);

  const staff = await openAdminDesk(await newPage());
  await review(staff, application.id, {
    status: 'Additional Documentation Requested',
    documentRequest: { items: ITEMS },
  });

  // The applicant reads what is needed instead of "we'll update you within 24 hours".
  await page.goto('/dashboard');
  const card = page.getByRole('article');
  await expect(card.getByText(applicationMessages.statusDocumentsNeeded)).toBeVisible();
  await expect(card.getByText(applicationMessages.statusPending)).toHaveCount(0);
  const list = checklist(page);
  await expect(list.getByText(/^Due by /)).toBeVisible();
  for (const { description } of ITEMS) {
    await expect(
      item(list, description).getByText(`Status: ${documentItemStateLabels.pending}`),
    ).toBeVisible();
  }
  await expectNoViolations(page, 'dashboard with a document checklist');

  for (const { description } of ITEMS) {
    await list
      .getByLabel(documentRequestTexts.upload(description))
      .setInputFiles({ name: `${description}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await expect(
      item(list, description).getByText(`Status: ${documentItemStateLabels.received}`),
    ).toBeVisible();
  }
  await expect(list.getByText(documentRequestTexts.allReceived)).toBeVisible();

  // Staff see both received and accept the first.
  await staff.getByLabel('Search applications').fill(user.email);
  const row = staff.getByRole('listitem').filter({ hasText: user.email });
  await row.getByRole('button', { name: 'Details' }).click();
  const details = staff.getByRole('dialog', { name: 'Application Details' });
  const panel = details
    .getByRole('heading', { name: staffDocumentRequestTexts.panelTitle })
    .locator('xpath=..');
  for (const { description } of ITEMS) {
    await expect(
      item(panel, description).getByText(`Status: ${documentItemStateLabels.received}`),
    ).toBeVisible();
  }
  const [first] = ITEMS;
  await panel
    .getByRole('button', { name: staffDocumentRequestTexts.markSatisfiedFor(first.description) })
    .click();
  await expectToast(staff, staffDocumentRequestTexts.satisfied);
  await expect(
    item(panel, first.description).getByText(`Status: ${documentItemStateLabels.satisfied}`),
  ).toBeVisible();
  await expectNoViolations(staff, 'Application Details with a document request');

  await review(staff, application.id, { status: 'Approved' });
  await page.reload();
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(applicationMessages.statusApproved)).toBeVisible();
});
