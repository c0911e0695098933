import { randomUUID } from 'node:crypto';
import { esAppScreens, LOCALE_COOKIE } from '@advance/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { messageIn } from './support/chat';
import { baseURL, superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { expectSameDocument, gotoWithLiveUpdates, markDocument } from './support/live';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/*
 * Issue 20: a Spanish-speaking applicant reads and answers their messages in Spanish: the
 * chat of their application (a staff reply arriving live, announced in Spanish) and the
 * Message Center. Everything is set up through the API; staff act through the API too
 * (their screens stay English and are tested elsewhere). One axe run per test keeps each
 * test short.
 */
const { chat, messages } = esAppScreens;

test.use({ locale: 'es-US' });

const json = (data: unknown) => ({ headers: { origin: baseURL }, data });

/** A signed-in customer whose account speaks Spanish, with one application. */
async function spanishApplicant(page: Page, firstName: string) {
  const user = await createCustomer(page.request, newUser(firstName));
  await signInThroughApi(page.request, user);
  const [saved, application] = await Promise.all([
    page.request.put('/api/account/locale', json({ locale: 'es' })),
    submitApplication(page.request, user),
  ]);
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
  return { user, application };
}

/** Staff, signed in through the API in a browser context of their own. */
async function staffApi(newPage: () => Promise<Page>): Promise<APIRequestContext> {
  const staff = await newPage();
  await signInThroughApi(staff.request, superAdmin);
  return staff.request;
}

const chatPanel = (page: Page) => page.getByRole('region', { name: chat.panel.heading });

test('the chat of a Spanish-speaking applicant speaks Spanish, and their message is sent', async ({
  page,
}) => {
  await spanishApplicant(page, 'Rosario');
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const panel = chatPanel(page);
  const log = panel.getByRole('log', { name: chat.log.label });
  await expect(log.getByText(chat.log.empty)).toBeVisible();

  const question = '¿Les falta algún documento de mi solicitud?';
  const input = panel.getByLabel(chat.input.label);
  await expect(input).toHaveAttribute('placeholder', chat.input.placeholder);
  await input.fill(question);
  await input.press('Enter');
  await expectToast(page, chat.toast.messageSentTitle);
  const sent = messageIn(log, question);
  await expect(sent).toContainText(chat.log.you);
  await expect(sent).toContainText(chat.message.sent);
  await expect(sent.locator('time')).toHaveText(/^\d{1,2}:\d{2}\s[ap]\.\s?m\.$/);
  await expect(input).toHaveValue('');
  await expectNoViolations(page, 'Spanish dashboard chat');
});

test('a staff reply reaches a Spanish-speaking applicant live, with a Spanish toast that opens the chat', async ({
  page,
  newPage,
}) => {
  const [{ application }, staff] = await Promise.all([
    spanishApplicant(page, 'Remedios'),
    staffApi(newPage),
  ]);
  const started = await page.request.post(
    '/api/conversations',
    json({ applicationId: application.id }),
  );
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };

  // The applicant reads another page, live updates running.
  await gotoWithLiveUpdates(page, '/about');
  await markDocument(page);
  const answer = `No, está todo. Gracias. ${randomUUID().slice(0, 8)}`;
  const sent = await staff.post(`/api/conversations/${id}/messages`, json({ content: answer }));
  expect(sent.status(), await sent.text()).toBe(201);

  // Announced in Spanish; its action opens the application's chat, focused on the answer.
  const toast = await expectToast(page, chat.toast.newMessageTitle, chat.toast.newMessage);
  await toast.getByRole('button', { name: chat.toast.openChat }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const log = chatPanel(page).getByRole('log', { name: chat.log.label });
  await expect(log).toBeFocused();
  await expect(messageIn(log, answer)).toContainText(chat.message.supportSender);
  await expect(page.getByLabel(chat.input.label)).toBeVisible();
  await expectSameDocument(page);
  await expectNoViolations(page, 'Spanish chat with a staff reply');
});

test('in the Spanish Message Center, the applicant reads a staff message and replies', async ({
  page,
  newPage,
}) => {
  const [{ application }, staff] = await Promise.all([
    spanishApplicant(page, 'Consuelo'),
    staffApi(newPage),
  ]);
  const title = `Su solicitud ${randomUUID().slice(0, 8)}`;
  const content = 'Aprobamos su adelanto. El dinero llega en 1 o 2 días hábiles.';
  const reviewed = await staff.patch(
    `/api/admin/applications/${application.id}/review`,
    json({ status: 'Approved', message: { title, content } }),
  );
  expect(reviewed.ok(), await reviewed.text()).toBe(true);

  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: messages.page.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${messages.page.title}`));
  const entry = page
    .getByRole('list', { name: messages.list.label })
    .getByRole('button', { name: title });
  await expect(entry).toContainText(messages.types.approved);
  // The newest message opens by itself, in Spanish, with an es-US date.
  const detail = page.getByRole('article', { name: title });
  await expect(detail.getByText(content)).toBeVisible();
  await expect(detail).toContainText(`${messages.detail.from} ${messages.senders.admin}`);
  await expect(detail.locator('time').first()).toHaveText(
    /^\d{2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.$/,
  );

  // An empty reply is refused in Spanish; a written one joins the thread.
  const send = detail.getByRole('button', { name: messages.reply.send });
  await send.click();
  await expect(detail.getByText(messages.reply.required)).toBeVisible();
  const answer = 'Muchas gracias por la buena noticia.';
  await detail.getByLabel(messages.reply.label).fill(answer);
  await send.click();
  await expectToast(page, messages.reply.sentTitle);
  const thread = detail.getByRole('region', { name: messages.detail.replies });
  await expect(thread.getByRole('listitem').filter({ hasText: answer })).toContainText(
    messages.senders.you,
  );
  await expect(detail.getByLabel(messages.reply.label)).toHaveValue('');
  await expectNoViolations(page, 'Spanish Message Center');
});
