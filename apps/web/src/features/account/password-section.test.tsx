// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { accountMessages, validationMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { PasswordSection } from './password-section';

afterEach(() => {
  cleanup();
  dismissToast();
});

const fieldError = (field: string, message: string) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus: 400, fieldErrors: { [field]: message } } },
  });

const ok: ProcedureHandler = (path) => {
  if (path === 'auth.changePassword') return { ok: true };
  throw new Error(`Unexpected call ${path}`);
};

const fill = (current: string, next: string, confirm = next) => {
  fireEvent.change(screen.getByLabelText(accountMessages.currentPasswordLabel), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText(accountMessages.newPasswordLabel), {
    target: { value: next },
  });
  fireEvent.change(screen.getByLabelText(accountMessages.confirmPasswordLabel), {
    target: { value: confirm },
  });
};
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: accountMessages.changePassword }));

describe('PasswordSection', () => {
  it('is a labelled region with three labelled password fields', () => {
    renderWithTrpc(<PasswordSection />, ok);
    expect(screen.getByRole('region', { name: accountMessages.passwordTitle })).toBeTruthy();
    for (const label of [
      accountMessages.currentPasswordLabel,
      accountMessages.newPasswordLabel,
      accountMessages.confirmPasswordLabel,
    ]) {
      expect(screen.getByLabelText(label).getAttribute('type')).toBe('password');
    }
    expect(
      screen.getByLabelText(accountMessages.currentPasswordLabel).getAttribute('autocomplete'),
    ).toBe('current-password');
  });

  it('checks the fields before sending: errors tied to their field, the first focused', async () => {
    const { calls } = renderWithTrpc(<PasswordSection />, ok);
    submit();
    const current = screen.getByLabelText(accountMessages.currentPasswordLabel);
    expect(await screen.findByText(accountMessages.currentPasswordRequired)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const describedBy = current.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      accountMessages.currentPasswordRequired,
    );
    await waitFor(() => expect(document.activeElement).toBe(current));

    fill('old secret', 'a new long secret', 'something else');
    submit();
    expect(await screen.findByText(validationMessages.passwordsDontMatch)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the current and new password, says so and clears the form', async () => {
    const { calls } = renderWithTrpc(<PasswordSection />, ok);
    fill('old secret', 'a new long secret');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(accountMessages.passwordChanged),
    );
    expect(calls).toEqual([
      {
        path: 'auth.changePassword',
        input: { currentPassword: 'old secret', newPassword: 'a new long secret' },
      },
    ]);
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      title: accountMessages.passwordChangedTitle,
    });
    expect(
      (screen.getByLabelText(accountMessages.currentPasswordLabel) as HTMLInputElement).value,
    ).toBe('');
  });

  it("puts the server's reason under its field and focuses it", async () => {
    renderWithTrpc(<PasswordSection />, (path) => {
      if (path === 'auth.changePassword')
        throw fieldError('currentPassword', accountMessages.currentPasswordWrong);
      throw new Error(`Unexpected call ${path}`);
    });
    fill('wrong secret', 'a new long secret');
    submit();
    const current = screen.getByLabelText(accountMessages.currentPasswordLabel);
    expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('shows any other failure as an alert', async () => {
    renderWithTrpc(<PasswordSection />, () => {
      throw apiError('Too many attempts. Please wait a few minutes and try again.', 429);
    });
    fill('old secret', 'a new long secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
