import { passkeyMessages } from '@advance/contracts';
import type { Page } from '@playwright/test';
import { superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { welcomeLine } from './support/pages';
import { expectToast } from './support/toasts';
import { createCustomer, newUser, signInThroughApi } from './support/users';

/**
 * Passkeys (issue 17) with Chromium's virtual authenticator (the DevTools WebAuthn domain):
 * a platform authenticator that holds discoverable credentials and verifies the user, as a
 * phone or laptop with a fingerprint reader does. It lives as long as the page's target.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** The account page's passkeys part (a <section> named by its heading). */
const passkeysSection = (page: Page) =>
  page.getByRole('region', { name: passkeyMessages.sectionTitle });

/** Adds a passkey named `name` on /account and waits until the list shows it. */
async function addPasskeyOnAccountPage(page: Page, name: string) {
  await page.goto('/account');
  const section = passkeysSection(page);
  // The section fetches its own list: allow for a busy machine.
  await expect(section.getByRole('button', { name: passkeyMessages.addButton })).toBeVisible({
    timeout: 15_000,
  });
  await section.getByLabel(passkeyMessages.nameLabel).fill(name);
  await section.getByRole('button', { name: passkeyMessages.addButton }).click();
  await expectToast(page, passkeyMessages.addedTitle, passkeyMessages.added);
  const list = section.getByRole('list', { name: passkeyMessages.listLabel });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(
    passkeyMessages.neverUsed,
  );
}

/** GET /api/logout is the spec's sign-out navigation: it ends the session and goes home. */
async function signOut(page: Page) {
  await page.goto('/api/logout');
  await expect(page).toHaveURL('/');
  await expect(welcomeLine(page)).toHaveCount(0);
}

test.describe('passkeys', () => {
  // Each test loads several pages and runs two WebAuthn ceremonies: more than the default 30 s
  // on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a customer adds a passkey, signs out, and signs in with it alone', async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Edith'));
    await signInThroughApi(page.request, user);
    const authenticator = await addVirtualAuthenticator(page);

    await addPasskeyOnAccountPage(page, 'My computer');
    const [credential] = await authenticator.credentials();
    expect(credential?.isResidentCredential).toBe(true);

    await signOut(page);
    await page.goto('/login');
    // No e-mail, no password: the browser offers the passkey it holds for this site.
    await page.getByRole('button', { name: passkeyMessages.signInButton }).click();
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(welcomeLine(page)).toContainText(user.firstName);

    await page.goto('/account');
    const item = passkeysSection(page)
      .first()
      .getByRole('list', { name: passkeyMessages.listLabel })
      .getByRole('listitem')
      .filter({ hasText: 'My computer' });
    await expect(item).toContainText(passkeyMessages.lastUsed);
  });

  test('a staff member with a passkey reaches /admin without a code step', async ({ page }) => {
    // The first sign-in passes the TOTP step through the API (support/users.ts).
    await signInThroughApi(page.request, superAdmin);
    await addVirtualAuthenticator(page);
    await addPasskeyOnAccountPage(page, 'Front desk laptop');

    await signOut(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/login?next=%2Fadmin');
    await page.getByRole('button', { name: passkeyMessages.signInButton }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(
      visited.filter((p) => p.startsWith('/login/verify') || p.includes('two-factor')),
    ).toEqual([]);
  });
});
