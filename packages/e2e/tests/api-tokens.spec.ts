import { randomUUID } from 'node:crypto';
import {
  apiTokenMessages,
  type CreatedApiToken,
  mfaMessages,
  signInStepMessages,
  stepUpMessages,
} from '@advance/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolationsInPage } from './support/axe-in-page';
import { baseURL, superAdmin } from './support/env';
import { expect, openStaffDesk, staffApi, test } from './support/fast-staff';
import { expectToast } from './support/toasts';
import { nextTotpCode } from './support/totp';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Issue 21 in the browser: a staff member creates a personal API token on the account page
 * (a step-up first), sees it once, a script uses it (Node's fetch, a bearer header, no
 * cookie, no Origin) until it is revoked; the super admin sees and revokes anyone's token.
 */

const LIST_APPLICATIONS = `${baseURL}/trpc/admin.applications.list?input=${encodeURIComponent(
  JSON.stringify({}),
)}`;

/** What a script does: the token alone, from outside any browser. */
const callWithToken = (token: string) =>
  fetch(LIST_APPLICATIONS, { headers: { authorization: `Bearer ${token}` } });

/** Plays the server's step-up refusal once (the worker's sign-in may still count as fresh). */
async function refuseOnceForStepUp(page: Page, path: string) {
  let refused = false;
  await page.route(`**/trpc/${path}**`, async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: mfaMessages.stepUpRequired,
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, path },
          },
        },
      ]),
    });
  });
}

test('a staff member creates a token, a script uses it, and it stops working once revoked', async ({
  staffPage,
}) => {
  const page = await staffPage();
  const name = `Nightly report ${randomUUID().slice(0, 6)}`;
  await refuseOnceForStepUp(page, 'auth.tokens.create');
  await page.goto('/account');
  const section = page.getByRole('region', { name: apiTokenMessages.sectionTitle });
  await expect(section).toBeVisible();

  await section.getByLabel(apiTokenMessages.nameLabel).fill(name);
  const scopes = section.getByRole('group', { name: apiTokenMessages.scopesLabel });
  await scopes.getByRole('checkbox', { name: 'applications:read' }).check();
  await expect(section.getByLabel(apiTokenMessages.expiryLabel)).toHaveValue('30');
  await section.getByRole('button', { name: apiTokenMessages.createButton }).click();

  // Step-up: a fresh code from the authenticator, then the request is sent again.
  const dialog = page.getByRole('dialog', { name: stepUpMessages.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(signInStepMessages.codeLabel).fill(await nextTotpCode(superAdmin.email));
  await dialog.getByRole('button', { name: stepUpMessages.confirm }).click();
  await expect(dialog).toBeHidden();

  // Shown once, focused and read-only, with the warning.
  const field = section.getByRole('textbox', { name });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  await expect(section.getByText(apiTokenMessages.shownOnce)).toBeVisible();
  const token = await field.inputValue();
  expect(token).toMatch(/^bat_/);
  await expectToast(page, apiTokenMessages.createdTitle);
  await expectNoViolationsInPage(page, 'account page, token shown once');
  await section.getByRole('button', { name: apiTokenMessages.doneButton }).click();
  await expect(field).toBeHidden();

  // A script lists applications with it: no cookie, no Origin.
  const used = await callWithToken(token);
  expect(used.status, await used.clone().text()).toBe(200);
  expect(used.headers.get('set-cookie')).toBeNull();

  // The list now says when it was last used.
  await page.reload();
  const list = section.getByRole('list', { name: apiTokenMessages.listLabel });
  const row = list.locator(':scope > li').filter({ hasText: name });
  await expect(row).toContainText(apiTokenMessages.lastUsed);
  await expect(row).toContainText('applications:read');
  await expect(page.getByRole('textbox', { name })).toHaveCount(0);

  // Revoke after a confirmation: the same call is now refused.
  await row.getByRole('button', { name: apiTokenMessages.revokeLabel(name) }).click();
  const confirm = page.getByRole('alertdialog', { name: apiTokenMessages.revokeConfirmTitle });
  await expect(confirm).toContainText(apiTokenMessages.revokeConfirm(name));
  await expectNoViolationsInPage(page, 'revoke confirmation');
  await confirm.getByRole('button', { name: apiTokenMessages.revokeConfirmButton }).click();
  await expectToast(page, apiTokenMessages.revokedTitle);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: apiTokenMessages.sectionTitle })).toBeFocused();
  expect((await callWithToken(token)).status).toBe(401);
});

/** A new admin (a customer the super admin promotes), signed in through the API. */
async function newAdminSession(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  staffRequest: APIRequestContext,
): Promise<{ request: APIRequestContext; email: string }> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
  });
  const user = await createCustomer(request, newUser('Theodora'));
  const found = await staffRequest.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`);
  const { items } = (await found.json()) as { items: { id: string }[] };
  await staffApi(staffRequest, 'PATCH', `/api/admin/users/${items[0]?.id}/role`, {
    role: 'admin',
  });
  await signInThroughApi(request, user);
  return { request, email: user.email };
}

test('the super admin sees another staff member’s token and revokes it', async ({
  playwright,
  staffPage,
  staffRequest,
}) => {
  const admin = await newAdminSession(playwright, staffRequest);
  const name = `Theodora export ${randomUUID().slice(0, 6)}`;
  // The admin just gave the second factor, so creating needs no further step-up.
  const made = await admin.request.post('/trpc/auth.tokens.create', {
    data: { name, scopes: ['applications:read'], expiresInDays: 7 },
    headers: { origin: baseURL },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token } = ((await made.json()) as { result: { data: CreatedApiToken } }).result.data;
  await admin.request.dispose();
  expect((await callWithToken(token)).status).toBe(200);

  const page = await openStaffDesk(await staffPage());
  await page.getByRole('tab', { name: apiTokenMessages.adminTabTitle }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: apiTokenMessages.adminTabTitle })).toBeVisible();
  const row = panel
    .getByRole('list', { name: apiTokenMessages.adminTabTitle })
    .locator(':scope > li')
    .filter({ hasText: name });
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText(apiTokenMessages.lastUsed);
  await expectNoViolationsInPage(page, 'admin API tokens tab');

  await row.getByRole('button', { name: apiTokenMessages.revokeLabel(name) }).click();
  const confirm = page.getByRole('alertdialog', { name: apiTokenMessages.revokeConfirmTitle });
  await confirm.getByRole('button', { name: apiTokenMessages.revokeConfirmButton }).click();
  await expectToast(page, apiTokenMessages.revokedTitle);
  await expect(row).toHaveCount(0);
  expect((await callWithToken(token)).status).toBe(401);
});
