// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import {
  accountPageMessages,
  mfaMessages,
  type PublicUser,
  recoveryCodeMessages,
  secondFactorPaths,
  signInStepMessages,
  stepUpMessages,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/current-user-store';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { TwoFactorSection } from './two-factor-section';

// The setup link is the only router part: a plain link is enough outside an app router.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  dismissToast();
  setCurrentUser(null);
});

const person = (role: PublicUser['role']): PublicUser => ({
  id: 'u-1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role,
  locale: 'en',
});

const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const status =
  (answer: { totp: boolean; passkeys: number; recoveryCodesLeft: number }): ProcedureHandler =>
  (path) => {
    if (path === 'auth.mfa.status') return answer;
    throw new Error(`Unexpected call ${path}`);
  };

describe('TwoFactorSection', () => {
  it('tells a customer that codes are for staff and asks the server nothing', () => {
    setCurrentUser(person('user'));
    const { calls } = renderWithTrpc(
      <TwoFactorSection />,
      status({ totp: false, passkeys: 0, recoveryCodesLeft: 0 }),
    );
    expect(screen.getByRole('region', { name: accountPageMessages.twoFactorTitle })).toBeTruthy();
    expect(screen.getByText(accountPageMessages.customerExplained)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a staff member with TOTP the codes left and the passkeys that also count', async () => {
    setCurrentUser(person('admin'));
    renderWithTrpc(<TwoFactorSection />, status({ totp: true, passkeys: 2, recoveryCodesLeft: 3 }));
    expect(await screen.findByText(accountPageMessages.twoFactorOn)).toBeTruthy();
    expect(screen.getByText(accountPageMessages.twoFactorPasskeys(2))).toBeTruthy();
    expect(screen.getByText(accountPageMessages.recoveryCodesLeft(3))).toBeTruthy();
    expect(screen.getByRole('button', { name: accountPageMessages.regenerate })).toBeTruthy();
    expect(screen.queryByRole('link', { name: accountPageMessages.setUp })).toBeNull();
  });

  it('offers the setup to a staff member without TOTP', async () => {
    setCurrentUser(person('super_admin'));
    renderWithTrpc(
      <TwoFactorSection />,
      status({ totp: false, passkeys: 0, recoveryCodesLeft: 0 }),
    );
    expect(await screen.findByText(accountPageMessages.twoFactorOff)).toBeTruthy();
    expect(screen.queryByText(/recovery codes left/)).toBeNull();
    expect(screen.queryByRole('button', { name: accountPageMessages.regenerate })).toBeNull();
    expect(screen.getByRole('link', { name: accountPageMessages.setUp }).getAttribute('href')).toBe(
      secondFactorPaths.setup,
    );
  });

  it("shows the server's reason when the status cannot be loaded", async () => {
    setCurrentUser(person('admin'));
    const busy = 'The service is busy. Please try again in a minute.';
    renderWithTrpc(<TwoFactorSection />, () => {
      throw apiError(busy, 503);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(busy);
  });

  it('asks for a code when new recovery codes need a step-up, retries, and shows the codes once', async () => {
    setCurrentUser(person('admin'));
    let refusals = 0;
    const { calls } = renderWithTrpc(<TwoFactorSection />, (path, input) => {
      if (path === 'auth.mfa.status') return { totp: true, passkeys: 0, recoveryCodesLeft: 2 };
      if (path === 'auth.mfa.regenerateRecoveryCodes') {
        if (refusals++ === 0) throw apiError(mfaMessages.stepUpRequired, 403);
        return { recoveryCodes: codes };
      }
      if (path === 'auth.mfa.verify') {
        if ((input as { code: string }).code !== '123456')
          throw apiError(mfaMessages.invalidCode, 400);
        return { user: person('admin') };
      }
      throw new Error(`Unexpected call ${path}`);
    });
    fireEvent.click(await screen.findByRole('button', { name: accountPageMessages.regenerate }));

    const dialog = await screen.findByRole('dialog', { name: stepUpMessages.title });
    fireEvent.change(await within(dialog).findByLabelText(signInStepMessages.codeLabel), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: stepUpMessages.confirm }));

    const list = await screen.findByRole('list', { name: recoveryCodeMessages.listLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.queryByRole('dialog', { name: stepUpMessages.title })).toBeNull();
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      title: accountPageMessages.regenerated,
    });
    expect(calls.map((call) => call.path).filter((path) => path !== 'auth.mfa.status')).toEqual([
      'auth.mfa.regenerateRecoveryCodes',
      'auth.mfa.verify',
      'auth.mfa.regenerateRecoveryCodes',
    ]);
  });

  it('says the codes were not changed when the step-up is cancelled', async () => {
    setCurrentUser(person('admin'));
    renderWithTrpc(<TwoFactorSection />, (path) => {
      if (path === 'auth.mfa.status') return { totp: true, passkeys: 0, recoveryCodesLeft: 10 };
      if (path === 'auth.mfa.regenerateRecoveryCodes')
        throw apiError(mfaMessages.stepUpRequired, 403);
      throw new Error(`Unexpected call ${path}`);
    });
    fireEvent.click(await screen.findByRole('button', { name: accountPageMessages.regenerate }));
    const dialog = await screen.findByRole('dialog', { name: stepUpMessages.title });
    fireEvent.click(within(dialog).getByRole('button', { name: stepUpMessages.cancel }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
        variant: 'destructive',
        title: accountPageMessages.regenerateFailedTitle,
        description: mfaMessages.stepUpRequired,
      }),
    );
    expect(screen.queryByRole('list', { name: recoveryCodeMessages.listLabel })).toBeNull();
  });
});
