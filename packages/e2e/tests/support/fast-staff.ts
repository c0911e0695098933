import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, superAdmin } from './env';
import { test as base, expect } from './fixtures';
import { signInThroughApi } from './users';

export { expect };

/**
 * Issue 20: the super admin signed in once per worker instead of once per test. Each
 * sign-in costs a password hash and a second factor (seconds on a loaded machine), and it
 * is not what the tests using this are about (the sign-in screens have specs of their own).
 *
 * - `staffRequest`: an API client holding that session, for staff set-up and clean-up.
 * - `staffPage()`: a page in a browser context of its own (as the fixtures' `newPage`:
 *   watched for CSP violations and page errors, waiting for hydration on goto) that carries
 *   the same session cookie, so it opens the admin desk already signed in.
 */
export const test = base.extend<
  { staffPage: () => Promise<Page> },
  { staffRequest: APIRequestContext }
>({
  staffRequest: [
    async ({ playwright }, use) => {
      const octet = () => Math.floor(Math.random() * 254) + 1;
      const request = await playwright.request.newContext({
        baseURL,
        // An address of its own, as the fixtures give each browser (per-address limits).
        extraHTTPHeaders: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      });
      await signInThroughApi(request, superAdmin);
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  staffPage: async ({ newPage, staffRequest }, use) => {
    const { cookies } = await staffRequest.storageState();
    await use(async () => {
      const page = await newPage();
      await page.context().addCookies(cookies);
      return page;
    });
  },
});

/** Opens the admin desk on a `staffPage()` (no sign-in: the page already has the session). */
export async function openStaffDesk(page: Page): Promise<Page> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return page;
}

/** A state-changing staff API call (Origin set, as the server requires); its JSON body. */
export async function staffApi(
  staff: APIRequestContext,
  method: 'DELETE' | 'PATCH' | 'POST',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await staff.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { origin: baseURL },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}
