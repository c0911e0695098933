import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { header } from './support/pages';
import { createCustomer, signInThroughApi } from './support/users';

// Issue 20: the public pages in Spanish, the "English | Español" switch, and a signed-in
// customer's choice kept on the account.

const switchButton = (page: import('@playwright/test').Page, name: 'English' | 'Español') =>
  header(page).getByRole('button', { name, exact: true });

test.describe('a Spanish-speaking visitor', () => {
  test.use({ locale: 'es-US' });

  test('sees Spanish first, switches to English and back, and the choice survives reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Adelantos de dinero sobre sus beneficios del Seguro Social',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Adelantos de dinero/);
    await expect(switchButton(page, 'Español')).toHaveAttribute('aria-current', 'true');
    await expect(switchButton(page, 'English')).toHaveAttribute('lang', 'en-US');
    await expect(header(page).getByRole('link', { name: 'Ayuda' })).toBeVisible();

    // Keyboard: focus the switch and press Enter.
    await switchButton(page, 'English').focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Cash advances on your Social Security benefits',
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(switchButton(page, 'English')).toHaveAttribute('aria-current', 'true');
    await expect(switchButton(page, 'Español')).not.toHaveAttribute('aria-current', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cash advances on your Social Security benefits',
    );
    await expect(page).toHaveTitle(/^Cash Advances for Social Security Recipients/);

    await switchButton(page, 'Español').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Adelantos de dinero sobre sus beneficios del Seguro Social',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Adelantos de dinero sobre sus beneficios del Seguro Social',
    );
    // The Help link leads to the About page's help section, in Spanish too.
    await header(page).getByRole('link', { name: 'Ayuda' }).click();
    await expect(page).toHaveURL(/\/about#help$/);
    await expect(page.getByRole('heading', { name: 'Ayuda y contacto' })).toBeVisible();
  });

  test('the Spanish landing and About pages have no WCAG 2.2 AA violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expectNoViolations(page, 'Spanish landing page');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await expectNoViolations(page, 'Spanish About page');
  });
});

test.describe('a signed-in customer', () => {
  test.use({ locale: 'en-US' });

  // The server serves a signed-in customer's pages in the account's language (spa.ts), so
  // nothing switches language while React hydrates (a mismatch, React #418, before).
  test('keeps their language on the account across sign-out and sign-in', async ({
    page,
    context,
  }) => {
    const user = await createCustomer(page.request);
    await signInThroughApi(page.request, user);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/locale') && response.ok(),
    );
    await switchButton(page, 'Español').click();
    await saved;
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();

    // Signed out, with this browser's cookies gone: only the account remembers.
    await page.request.post('/api/logout', { headers: { origin: baseURL } });
    await context.clearCookies();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await signInThroughApi(page.request, user);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Mi panel' }).first()).toBeAttached();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  });
});
