import { randomUUID } from 'node:crypto';
import {
  applicationMessages,
  attachmentMessages,
  authMessages,
  chatMessages,
  messageCenterMessages,
} from '@advance/contracts';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { customerAtChat, messageIn } from './support/chat';
import { test } from './support/fixtures';
import { expectSameDocument } from './support/live';
import { loginForm, mainNav, signInThroughUi } from './support/pages';
import { openAdminDesk, openAdminTab } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

const unique = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

/** The Message Center's list entry for a message (a button named by its title and more). */
const inboxEntry = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: title });

test('a review message reaches the chat live and the Message Center, where the customer replies and attaches a document', async ({
  page,
  newPage,
}) => {
  const customer = await customerAtChat(page, 'Augusta');

  // Staff approve the application with a message to the applicant.
  const staff = await openAdminDesk(await newPage());
  await staff.getByLabel('Search applications').fill(customer.user.email);
  await staff
    .getByRole('listitem')
    .filter({ hasText: customer.user.email })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = staff.getByRole('dialog', { name: 'Review Application' });
  await review.getByLabel('Decision').selectOption('Approved');
  await review.getByLabel('Send a message to the applicant').check();
  const title = unique('Approved');
  const content = 'Your advance is approved. The funds arrive in 1-2 business days.';
  await review.getByLabel('Message Title').fill(title);
  await review.getByLabel('Message', { exact: true }).fill(content);
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(staff, applicationMessages.reviewedTitle);
  await expect(review).toBeHidden();

  // The chat on the customer's open dashboard gets it, tagged Application Review.
  const message = messageIn(customer.log, content);
  await expect(message.getByText(chatMessages.applicationReviewTag, { exact: true })).toBeVisible();
  await expect(message.getByText(title, { exact: true })).toHaveCSS('font-weight', '700');
  await expectToast(page, chatMessages.newMessageTitle, chatMessages.newMessage);
  await expectSameDocument(page);

  // The Message Center lists it with its type and opens it, the newest, by itself.
  await mainNav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message Center' })).toBeVisible();
  const entry = inboxEntry(page, title);
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(entry.getByText('Approved', { exact: true })).toBeVisible();
  const detail = page.getByRole('article', { name: title });
  await expect(detail.getByText(content, { exact: true })).toBeVisible();
  await expect(detail).toContainText(`From ${messageCenterMessages.senderAdmin}`);
  // Opening it read it: the list's "Unread:" goes.
  await expect(entry).not.toContainText('Unread');

  // The customer replies; the reply joins the thread as "You", and is still there on reload.
  const replyText = 'Thank you, that is great news!';
  await detail.getByLabel('Your Reply').fill(replyText);
  await detail.getByRole('button', { name: 'Send Reply' }).click();
  await expectToast(page, messageCenterMessages.replySentTitle);
  await expect(detail.getByLabel('Your Reply')).toHaveValue('');
  const replies = detail.getByRole('region', { name: 'Replies' });
  const reply = replies.getByRole('listitem').filter({ hasText: replyText });
  await expect(reply.getByText(messageCenterMessages.senderYou, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'Message Center with an open message');
  await page.reload();
  await expect(reply.getByText(messageCenterMessages.senderYou, { exact: true })).toBeVisible();

  // The message is about the application: Attach File sends a document to it, which the
  // dashboard's Supporting Documents panel then lists.
  const fileName = `${unique('award-letter')}.txt`;
  await detail.getByLabel('Attach File').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Award letter: monthly benefit $1,450.\n'),
  });
  await expectToast(page, attachmentMessages.uploadSuccessTitle, attachmentMessages.uploadSuccess);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Supporting Documents' }).getByText(fileName, { exact: true }),
  ).toBeVisible();
});

test('a signed-out visitor on /messages is told and taken to sign in, then back', async ({
  page,
}) => {
  const user = await createCustomer(page.request, newUser('Beatrix'));
  await page.goto('/messages');
  await expectToast(page, authMessages.unauthorizedTitle, authMessages.loggedOut);
  // 500 ms later, the sign-in page, which knows where to come back to.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(loginForm(page).heading).toBeVisible();
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Message Center' })).toBeVisible();
});

test('a broadcast reaches customers in their Message Center', async ({ page, newPage }) => {
  const user = await createCustomer(page.request, newUser('Philippa'));
  await signInThroughApi(page.request, user);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 2, name: 'Inbox' })).toBeVisible();

  const staff = await openAdminDesk(await newPage());
  const tab = await openAdminTab(staff, 'Messages');
  await tab.getByRole('button', { name: 'Broadcast Message' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Broadcast Message' });
  await expect(dialog.getByLabel('Priority')).toHaveValue('normal');
  await expectNoViolations(staff, 'Broadcast Message dialog');
  const title = unique('Office closed Monday');
  const content = 'Our office is closed on Monday. Chat replies may take a little longer.';
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Message', { exact: true }).fill(content);
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Send Broadcast' }).click();
  await expectToast(staff, messageCenterMessages.broadcastSentTitle);
  await expect(dialog).toBeHidden();
  const sent = tab.getByRole('row').filter({ hasText: title });
  await expect(sent.getByText('All customers', { exact: true })).toBeVisible();
  await expect(sent.getByText('High', { exact: true })).toBeVisible();

  // The Message Center fetches its list every 30 s; a reload shows the broadcast now.
  await page.reload();
  const entry = inboxEntry(page, title);
  await expect(entry).toBeVisible();
  await expect(entry.getByText('System', { exact: true })).toBeVisible();
  await entry.click();
  const detail = page.getByRole('article', { name: title });
  await expect(detail.getByText(content, { exact: true })).toBeVisible();
});
