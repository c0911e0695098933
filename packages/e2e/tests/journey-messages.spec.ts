import { randomUUID } from 'node:crypto';
import { chatMessages, STAFF_CONVERSATION_TITLE_PREFIX } from '@advance/contracts';
import { expect } from '@playwright/test';
import { customerAtChat, messageFromUsersTab, messageIn, messagesNavLink } from './support/chat';
import { test } from './support/fixtures';
import { expectSameDocument, gotoWithLiveUpdates } from './support/live';
import { openAdminDesk } from './support/staff';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Issue 20, rough place 5: one inbox per application. A staff message from the Users tab no
 * longer hides the applicant's earlier thread, its toast opens the chat that shows it, and
 * the navigation counts what is unread.
 */
test('a Users-tab message joins the earlier thread in one time line; the toast opens it; the nav counts it', async ({
  page,
  newPage,
}) => {
  const customer = await customerAtChat(page, 'Esperanza');
  // The applicant's earlier thread on their application.
  const earlier = 'Is anything missing from my application?';
  await customer.input.fill(earlier);
  await customer.input.press('Enter');
  await expect(messageIn(customer.log, earlier)).toBeVisible();
  await expect(messagesNavLink(page)).toHaveAccessibleName('Messages');

  // The customer reads something else (same document, live channel running).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);

  const staff = await openAdminDesk(await newPage());
  const title = `Documents ${randomUUID().slice(0, 8)}`;
  const content = 'Please upload your latest award letter.';
  await messageFromUsersTab(staff, customer.user, { title, content });

  // Announced, and counted on the navigation, live.
  await expect(messagesNavLink(page)).toHaveAccessibleName('Messages (1 unread)');
  const toast = await expectToast(page, chatMessages.newMessageTitle, chatMessages.newMessage);
  await toast.getByRole('button', { name: chatMessages.openChat }).click();

  // The toast led to the card's chat, focused, with both conversations in one time line.
  await expect(page).toHaveURL(/\/dashboard$/);
  const log = page.getByRole('region', { name: 'Support Chat' }).getByRole('log', {
    name: 'Messages with support',
  });
  await expect(log).toBeFocused();
  const items = log.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(earlier);
  await expect(items.nth(0)).toContainText(chatMessages.subjectLabel('Support'));
  await expect(items.nth(1)).toContainText(content);
  await expect(items.nth(1)).toContainText(
    chatMessages.subjectLabel(`${STAFF_CONVERSATION_TITLE_PREFIX}${title}`),
  );
  await expect(
    page.getByText(chatMessages.replyingTo(`${STAFF_CONVERSATION_TITLE_PREFIX}${title}`)),
  ).toBeVisible();
  // Shown means read: the count goes.
  await expect(messagesNavLink(page)).toHaveAccessibleName('Messages');
  await expectSameDocument(page);
});

test('at 200% zoom (640x360) the chat shows the newest messages and the box together', async ({
  page,
}) => {
  const customer = await customerAtChat(page, 'Leonora');
  for (const text of ['First question.', 'Second question.', 'Third question, the newest.']) {
    await customer.input.fill(text);
    await customer.input.press('Enter');
    await expect(messageIn(customer.log, text)).toBeVisible();
  }
  await page.setViewportSize({ width: 640, height: 360 });
  await customer.chat.evaluate((element) => element.scrollIntoView({ block: 'start' }));

  const newest = messageIn(customer.log, 'Third question, the newest.');
  await expect(newest).toBeInViewport();
  await expect(customer.input).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  const message = await newest.boundingBox();
  const input = await customer.input.boundingBox();
  if (!header || !message || !input) throw new Error('chat parts not laid out');
  // Below the sticky header, above the box, and the box on screen: all three together.
  expect(message.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(message.y + message.height).toBeLessThanOrEqual(input.y);
  expect(input.y + input.height).toBeLessThanOrEqual(360);
});

test('a message to a customer without an application shows on their dashboard, where its toast leads', async ({
  page,
  newPage,
}) => {
  const user = await createCustomer(page.request, newUser('Graciela'));
  await signInThroughApi(page.request, user);
  await gotoWithLiveUpdates(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'Support Chat' })).toHaveCount(0);

  const staff = await openAdminDesk(await newPage());
  const content = 'Welcome! Tell us if you need help applying.';
  await messageFromUsersTab(staff, user, { title: `Hello ${randomUUID().slice(0, 8)}`, content });

  const toast = await expectToast(page, chatMessages.newMessageTitle, chatMessages.newMessage);
  await toast.getByRole('button', { name: chatMessages.openChat }).click();
  const log = page.getByRole('region', { name: 'Support Chat' }).getByRole('log', {
    name: 'Messages with support',
  });
  await expect(log).toBeFocused();
  await expect(messageIn(log, content)).toBeVisible();
  await expect(messagesNavLink(page)).toHaveAccessibleName('Messages');
});
