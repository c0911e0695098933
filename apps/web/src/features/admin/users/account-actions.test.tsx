// @vitest-environment jsdom
import { type AdminUser, accountAdminMessages, accountMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { AccountActions } from './account-actions';

afterEach(() => {
  cleanup();
  dismissToast();
});

const row = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-7',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user',
  createdAt: '2026-01-02T03:04:05.000Z',
  roleLocked: false,
  disabled: false,
  locale: 'en',
  ...overrides,
});

const answers: ProcedureHandler = (path, input) => {
  if (path === 'admin.users.setStatus')
    return { user: { ...row(), disabled: (input as { disabled: boolean }).disabled } };
  if (path === 'admin.resetUserMfa') return { ok: true };
  throw new Error(`Unexpected call ${path}`);
};

const show = (user: AdminUser, handler: ProcedureHandler = answers) =>
  renderWithTrpc(
    <>
      <p id="row-1">{user.email}</p>
      <AccountActions user={user} describedBy="row-1" />
    </>,
    handler,
  );

const lastToast = () => toastStore.getSnapshot().toasts[0];

describe('AccountActions', () => {
  it('offers nothing on the protected owner', () => {
    show(row({ role: 'super_admin', roleLocked: true }));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers Disable on a customer, and no second-factor reset', () => {
    show(row());
    const disable = screen.getByRole('button', { name: accountAdminMessages.disable });
    expect(disable.getAttribute('aria-describedby')).toBe('row-1');
    expect(screen.queryByRole('button', { name: accountAdminMessages.resetMfa })).toBeNull();
  });

  it('asks first, focusing Cancel, and sends nothing when cancelled', async () => {
    const { calls } = show(row());
    fireEvent.click(screen.getByRole('button', { name: accountAdminMessages.disable }));
    const dialog = await screen.findByRole('alertdialog', {
      name: accountAdminMessages.disableTitle,
    });
    expect(dialog.textContent).toContain(accountAdminMessages.disableConfirm('Rosa Diaz'));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('disables the account once confirmed, says so and closes', async () => {
    const { calls } = show(row());
    fireEvent.click(screen.getByRole('button', { name: accountAdminMessages.disable }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: accountAdminMessages.disable });
    fireEvent.click(confirm);
    // A second click while the first is under way sends nothing more.
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([
      { path: 'admin.users.setStatus', input: { id: 'u-7', disabled: true } },
    ]);
    expect(lastToast()).toMatchObject({
      title: accountMessages.accountDisabledTitle,
      description: 'Rosa Diaz',
    });
  });

  it('enables a disabled account', async () => {
    const { calls } = show(row({ disabled: true }));
    expect(screen.queryByRole('button', { name: accountAdminMessages.disable })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: accountAdminMessages.enable }));
    const dialog = await screen.findByRole('alertdialog', {
      name: accountAdminMessages.enableTitle,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: accountAdminMessages.enable }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: 'admin.users.setStatus', input: { id: 'u-7', disabled: false } },
      ]),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: accountMessages.accountEnabledTitle }),
    );
  });

  it("resets a staff member's second factor once confirmed", async () => {
    const { calls } = show(row({ role: 'admin' }));
    fireEvent.click(screen.getByRole('button', { name: accountAdminMessages.resetMfa }));
    const dialog = await screen.findByRole('alertdialog', {
      name: accountAdminMessages.resetMfaTitle,
    });
    expect(dialog.textContent).toContain(accountAdminMessages.resetMfaConfirm('Rosa Diaz'));
    fireEvent.click(within(dialog).getByRole('button', { name: accountAdminMessages.resetMfa }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([{ path: 'admin.resetUserMfa', input: { userId: 'u-7' } }]);
    expect(lastToast()).toMatchObject({ title: accountAdminMessages.resetMfaDone });
  });

  it("shows the server's refusal in a toast and keeps the dialog open", async () => {
    show(row(), () => {
      throw apiError(accountMessages.cannotDisableOwner, 403);
    });
    fireEvent.click(screen.getByRole('button', { name: accountAdminMessages.disable }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: accountAdminMessages.disable }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: accountAdminMessages.statusFailedTitle,
        description: accountMessages.cannotDisableOwner,
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
