import { adverseActionTexts, applicationMessages, denialReasons } from '@advance/contracts';
import { decodeQuotedPrintable } from '@advance/core/testing';
import { expect } from '@playwright/test';
import { submitApplication } from './support/applications';
import { test } from './support/fixtures';
import { waitForMailTo } from './support/mail';
import { openAdminDesk } from './support/staff';
import { expectToast } from './support/toasts';
import { newUser, signInThroughApi } from './support/users';

const chosen = [denialReasons.income_insufficient, denialReasons.excessive_obligations];

test('staff deny with two reasons; the customer reads them on the card, in the Message Center and by e-mail', async ({
  page,
  newPage,
}) => {
  const user = newUser('Renata');
  await submitApplication(page.request, user);
  await signInThroughApi(page.request, user);

  // Staff choose the decision and its principal reasons in the review dialog.
  const staff = await openAdminDesk(await newPage());
  await staff.getByLabel('Search applications').fill(user.email);
  await staff
    .getByRole('listitem')
    .filter({ hasText: user.email })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = staff.getByRole('dialog', { name: 'Review Application' });
  await review.getByLabel('Decision').selectOption('Denied');
  const reasons = review.getByRole('group', { name: 'Reasons for the denial' });
  for (const reason of chosen) await reasons.getByLabel(reason.label).check();
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(staff, applicationMessages.reviewedTitle);
  await expect(review).toBeHidden();

  // The dashboard's card lists the reasons under the Denied badge, in plain words.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: adverseActionTexts.cardReasons });
  await expect(card.getByRole('listitem')).toHaveText(chosen.map((r) => r.plain));

  // The Message Center has the notice.
  await page.goto('/messages');
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: adverseActionTexts.title })
    .click();
  const notice = page.getByRole('article', { name: adverseActionTexts.title });
  await expect(notice).toContainText(chosen[0]?.plain ?? '');
  await expect(notice).toContainText('Federal Trade Commission');

  // And so does the mailbox, with the ECOA notice.
  await expect
    .poll(async () => decodeQuotedPrintable(await waitForMailTo(user.email)), { timeout: 15_000 })
    .toContain(adverseActionTexts.title);
  const mail = decodeQuotedPrintable(await waitForMailTo(user.email)).replace(/\r?\n/g, ' ');
  expect(mail).toContain('Your regular payments are too high');
  expect(mail).toContain('The Federal Equal Credit Opportunity Act prohibits creditors');
});
