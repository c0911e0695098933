import { chatMessages } from '@advance/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { submitApplication } from './applications';
import { gotoWithLiveUpdates, markDocument } from './live';
import { openAdminTab } from './staff';
import { createCustomer, newUser, signInThroughApi, type TestUser } from './users';

/** How staff screens name a customer. */
export const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

/** One message of a chat log, found by (part of) its text. */
export const messageIn = (log: Locator, text: string): Locator =>
  log.getByRole('listitem').filter({ hasText: text });

/**
 * A new customer with one application, on their dashboard with live updates running and
 * the card's support chat open (started for them, still empty). The document is marked,
 * so expectSameDocument can later prove that what arrived came without a reload.
 */
export async function customerAtChat(page: Page, firstName: string) {
  const user = await createCustomer(page.request, newUser(firstName));
  await signInThroughApi(page.request, user);
  await submitApplication(page.request, user);
  await gotoWithLiveUpdates(page, '/dashboard');
  const chat = page.getByRole('region', { name: 'Support Chat' });
  const log = chat.getByRole('log', { name: 'Messages with support' });
  await expect(log.getByText(chatMessages.noMessagesYet)).toBeVisible();
  await markDocument(page);
  return { user, chat, log, input: chat.getByLabel(chatMessages.inputLabel) };
}

/** The customer's conversation in the staff Messages tab (by their unique e-mail), opened. */
export async function openStaffConversation(staff: Page, user: TestUser) {
  const tab = await openAdminTab(staff, 'Messages');
  const row = tab
    .getByRole('list', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: user.email });
  // The disclosure button's name sums the row up: who, the title, the last message.
  const toggle = row.getByRole('button', { name: user.email });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const log = row.getByRole('log', { name: `Messages with ${fullName(user)}` });
  await expect(log).toBeVisible();
  return { row, toggle, log, input: row.getByLabel(`Reply to ${fullName(user)}`) };
}

/** Staff send `user` a message from the Users tab's Send Message dialog (a new conversation). */
export async function messageFromUsersTab(
  staff: Page,
  user: TestUser,
  { title, content }: { title: string; content: string },
) {
  const users = await openAdminTab(staff, 'Users');
  await users.getByLabel('Search users').fill(user.email);
  await users
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: user.email })
    .getByRole('button', { name: `Message ${fullName(user)}` })
    .click();
  const dialog = staff.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Message', { exact: true }).fill(content);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog).toBeHidden();
}

/** The navigation's Messages link, whatever its unread count (issue 20). */
export const messagesNavLink = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
