import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { findResetLink, waitForMailTo } from './support/mail';
import { loginForm, signInThroughUi, welcomeLine } from './support/pages';
import { expectToast } from './support/toasts';
import { createCustomer, newUser } from './support/users';

const checkEmailText =
  "If an account with that email exists, we've sent you a password reset link.";

test.describe('password reset', () => {
  test('a customer resets a forgotten password through the e-mailed link', async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Harriet'));
    const newPassword = `${user.password}-renewed`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    const checkEmail = page.getByRole('heading', { level: 1, name: 'Check Your Email' });
    await expect(checkEmail).toBeVisible();
    await expect(checkEmail).toBeFocused();
    await expect(page.getByText(checkEmailText, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

    const link = findResetLink(await waitForMailTo(user.email));
    expect(link.startsWith(`${baseURL}/reset-password?token=`), link).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    const success = page.getByRole('heading', { level: 1, name: 'Password Reset Successful' });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(loginForm(page).heading).toBeVisible();

    // The old password no longer works...
    await signInThroughUi(page, user.email, user.password);
    await expectToast(page, 'Login failed', 'Invalid email or password');
    await expect(page).toHaveURL('/login');

    // ...the new one does.
    await signInThroughUi(page, user.email, newPassword);
    await expectToast(page, 'Login successful', 'Welcome back!');
    await expect(page).toHaveURL('/');
    await expect(welcomeLine(page)).toHaveText('Welcome, Harriet');

    // A reset link works once.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid reset token');
  });

  test('"Try Again" returns to the form', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(newUser().email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // Unknown addresses get the same answer: nobody learns who has an account.
    await expect(page.getByText(checkEmailText, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });

  test('a reset link without a token is refused', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid reset link. Please request a new password reset.',
    );
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the two new passwords must match', async ({ page }) => {
    let resetCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('resetPassword') || request.url().endsWith('/reset-password')) {
        if (request.method() === 'POST') resetCalls++;
      }
    });
    await page.goto('/reset-password?token=abcdefghijklmnop');
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await newPassword.fill('first-choice-123');
    await confirm.fill('second-choice-456');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(resetCalls, 'nothing is sent to the server').toBe(0);

    // Each box has its own show/hide toggle.
    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');
  });
});
