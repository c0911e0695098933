import { superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { header, loginForm, mainNav, signInThroughUi, welcomeLine } from './support/pages';
import { catchSignInRedirect } from './support/sign-in-redirect';
import { expectToast } from './support/toasts';
import { createCustomer, newUser } from './support/users';

test.describe('sign in and sign out', () => {
  test('the login form is reachable by label and by keyboard', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await expect(form.heading).toBeVisible();
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Apply Without Signing In' })).toHaveAttribute(
      'href',
      '/application',
    );

    // The show/hide toggle names what it will do next.
    await form.password.fill('peek-a-boo');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(form.password).toHaveAttribute('type', 'password');

    // Email, then Password, in tab order.
    await form.email.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
  });

  test('empty fields give "Missing fields"', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.submit.click();
    await expectToast(page, 'Missing fields', 'Please enter both email and password');
    // Issue 20: focus goes to the error summary next to the form, which stays.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveURL('/login');

    // A password alone is still missing the e-mail.
    await form.password.fill('something');
    await form.submit.click();
    await expectToast(page, 'Missing fields', 'Please enter both email and password');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Enter your email address' }).click();
    await expect(form.email).toBeFocused();
  });

  test('a customer signs in after a wrong password, then signs out', async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Margaret'));

    await signInThroughUi(page, user.email, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid email or password');
    await expect(page).toHaveURL('/login');
    await expect(welcomeLine(page)).toHaveCount(0);

    await loginForm(page).password.fill(user.password);
    await loginForm(page).submit.click();
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(page).toHaveURL('/');
    await expect(welcomeLine(page)).toHaveText('Welcome, Margaret');
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    await expect(page.getByText('Hello Margaret,')).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Dashboard',
      'About Us',
      'Messages',
      'Account',
    ]);
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'You have been signed out.');
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(welcomeLine(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'About Us']);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toBeVisible();

    // The session really ended: a customer page sends the visitor to sign in.
    const redirect = await catchSignInRedirect(page);
    await page.goto('/dashboard');
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
    const target = await redirect.target();
    expect(target).toBe('/api/login?next=%2Fdashboard');
    await page.goto(target);
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    await expect(loginForm(page).heading).toBeVisible();
  });

  test('the super admin signs in to the admin dashboard', async ({ page }) => {
    await signInThroughUi(page, superAdmin.email, superAdmin.password);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(page).toHaveURL('/');
    // Issue 20: the seeded super admin's first name is "Super", a role word, not a name.
    await expect(header(page).getByText('Welcome back', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Super Admin', { exact: true })).toBeVisible();
    await expect(main.getByText('Full Access', { exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Dashboard',
      'About Us',
      'Admin',
      'Account',
    ]);

    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'You have been signed out.');
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('signing in from the redirect comes back to the page asked for', async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Walter'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    await signInThroughUi(page, user.email, user.password);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  });

  test('a "next" that points to another site is ignored', async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Eleanor'));
    await page.goto(`/login?next=${encodeURIComponent('//example.com/steal')}`);
    await signInThroughUi(page, user.email, user.password);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(page).toHaveURL('/');
    await expect(welcomeLine(page)).toHaveText('Welcome, Eleanor');
  });
});

test('a signed-out visit to /dashboard is toasted and sent to sign in', async ({ page }) => {
  // The toast shows for 500 ms before the app navigates away; the navigation is caught and
  // followed by the test (support/sign-in-redirect.ts), so a slow check cannot miss the toast.
  const redirect = await catchSignInRedirect(page);
  await page.goto('/dashboard');
  const toast = await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
  // The app asks for the sign-in page, and the toast is still there when it does.
  const target = await redirect.target();
  expect(target).toBe('/api/login?next=%2Fdashboard');
  await expect(toast).toBeVisible();
  // The server's redirect brings the visitor to the sign-in form, keeping where to return.
  await page.goto(target);
  await expect(page).toHaveURL('/login?next=%2Fdashboard');
  await expect(loginForm(page).heading).toBeVisible();
});
