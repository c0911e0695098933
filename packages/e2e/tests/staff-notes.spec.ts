import { type Application, emailPreferenceTexts, staffNoteTexts } from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { test } from './support/fixtures';
import { openAdminDesk } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/** The applicant's Application Details in the staff desk. */
async function openDetails(staff: Page, email: string) {
  await staff.getByLabel('Search applications').fill(email);
  const row = staff.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Details' }).click();
  return staff.getByRole('dialog', { name: 'Application Details' });
}

test('staff write a private note: in the panel and the timeline, never on the dashboard', async ({
  page,
  newPage,
}) => {
  const user = await createCustomer(page.request, newUser('Nora'));
  await signInThroughApi(page.request, user);
  const application: Application = await submitApplication(page.request, user);
  expect(application.id).toBeTruthy();

  const staff = await openAdminDesk(await newPage());
  const dialog = await openDetails(staff, user.email);
  await expect(dialog.getByText(staffNoteTexts.privacy)).toBeVisible();
  await expect(dialog.getByText(staffNoteTexts.empty)).toBeVisible();

  // An empty note is refused at the field, with the field named.
  await dialog.getByRole('button', { name: staffNoteTexts.add }).click();
  const box = dialog.getByLabel(staffNoteTexts.label);
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  const words = 'Spoke to Nora: award letter arrives Friday.';
  await box.fill(words);
  await dialog.getByRole('button', { name: staffNoteTexts.add }).click();
  await expectToast(staff, staffNoteTexts.added);
  await expect(box).toHaveValue('');
  await expect(dialog.getByRole('list', { name: staffNoteTexts.count(1) })).toContainText(words);
  // The review timeline shows it among the reviews, labelled.
  const timelineNote = dialog
    .getByRole('listitem')
    .filter({ hasText: staffNoteTexts.timelineLabel });
  await expect(timelineNote).toContainText(words);

  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
});

test('a customer turns the unread-chat e-mails off on the account page', async ({ page }) => {
  const user = await createCustomer(page.request, newUser('Omar'));
  await signInThroughApi(page.request, user);
  await page.goto('/account');
  const box = page.getByRole('checkbox', { name: emailPreferenceTexts.chatEmails });
  await expect(box).toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expectToast(page, emailPreferenceTexts.saved);
  await expect(box).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: emailPreferenceTexts.chatEmails }),
  ).not.toBeChecked();
});
