// @vitest-environment jsdom
import {
  type PublicUser,
  passkeyMessages,
  signInStepMessages,
  stepUpMessages,
} from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { StepUpDialog } from './step-up-dialog';

const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => startAuthentication(...args),
}));

const root: PublicUser = {
  id: 'u1',
  email: 'root@example.com',
  firstName: 'Root',
  lastName: null,
  phone: null,
  role: 'super_admin',
  locale: 'en',
};
const options = { challenge: 'abc', rpId: 'localhost', allowCredentials: [{ id: 'cred' }] };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

const handler =
  (
    status: { totp: boolean; passkeys: number },
    stepUpVerify: ProcedureHandler = () => ({ user: root }),
  ): ProcedureHandler =>
  (path, input) => {
    if (path === 'auth.mfa.status') return { ...status, recoveryCodesLeft: 10 };
    if (path === 'auth.passkeys.stepUpOptions') return options;
    if (path === 'auth.passkeys.stepUpVerify') return stepUpVerify(path, input);
    if (path === 'auth.mfa.verify') return { user: root };
    throw new Error(`unexpected call ${path}`);
  };

const passkeyButton = () => screen.findByRole('button', { name: passkeyMessages.stepUpButton });
const codeBox = () => screen.queryByLabelText(signInStepMessages.codeLabel);

// Braces: a function returned from beforeEach would be run as its cleanup.
beforeEach(() => {
  startAuthentication.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(h: ProcedureHandler) {
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithTrpc(<StepUpDialog open onVerified={onVerified} onCancel={onCancel} />, h);
  return { ...view, onVerified, onCancel };
}

describe('StepUpDialog', () => {
  it('offers "Use a passkey" beside the code when the user has a passkey', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    startAuthentication.mockResolvedValue(assertion);
    const { calls, onVerified } = renderDialog(handler({ totp: true, passkeys: 1 }));
    expect(screen.getByText(stepUpMessages.title)).toBeTruthy();
    await act(async () => fireEvent.click(await passkeyButton()));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.find((c) => c.path === 'auth.passkeys.stepUpVerify')?.input).toEqual({
      response: assertion,
    });
    expect(codeBox()).not.toBeNull();
  });

  it('shows only the code when the user has no passkey, or the browser cannot use one', async () => {
    renderDialog(handler({ totp: true, passkeys: 1 }));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: passkeyMessages.stepUpButton })).toBeNull();
    cleanup();

    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const { calls } = renderDialog(handler({ totp: true, passkeys: 0 }));
    await waitFor(() => expect(calls.some((c) => c.path === 'auth.mfa.status')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: passkeyMessages.stepUpButton })).toBeNull();
    expect(codeBox()).not.toBeNull();
  });

  it('a staff member whose only factor is a passkey is not shown a code form', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    renderDialog(handler({ totp: false, passkeys: 2 }));
    await passkeyButton();
    expect(codeBox()).toBeNull();
    expect(screen.getByRole('button', { name: stepUpMessages.cancel })).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    startAuthentication.mockResolvedValue(assertion);
    const { onVerified } = renderDialog(
      handler({ totp: true, passkeys: 1 }, () => {
        throw apiError(passkeyMessages.stepUpFailed, 400);
      }),
    );
    await act(async () => fireEvent.click(await passkeyButton()));
    expect((await screen.findByRole('alert')).textContent).toBe(passkeyMessages.stepUpFailed);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says a cancelled prompt was cancelled', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const { onVerified } = renderDialog(handler({ totp: true, passkeys: 1 }));
    startAuthentication.mockImplementation(async () => {
      throw Object.assign(new Error('x'), { name: 'NotAllowedError' });
    });
    await act(async () => fireEvent.click(await passkeyButton()));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(passkeyMessages.cancelled),
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect((await passkeyButton()).hasAttribute('disabled')).toBe(false);
  });
});
