// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { authMessages, type PublicUser, passkeyMessages } from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, resetCurrentUserForTests } from '../../lib/current-user-store';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { toastStore } from '../../lib/toast-store';
import { PasskeySignInButton } from './passkey-sign-in-button';

const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => startAuthentication(...args),
}));
const navigate = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));

const ada: PublicUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  role: 'user',
  locale: 'en',
};
const options = { challenge: 'abc', rpId: 'localhost' };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

const handler =
  (verify: ProcedureHandler = () => ({ user: ada })): ProcedureHandler =>
  (path, input) => {
    if (path === 'auth.passkeys.authenticationOptions') return { challengeId: 'ch-1', options };
    if (path === 'auth.passkeys.authenticationVerify') return verify(path, input);
    throw new Error(`unexpected call ${path}`);
  };

beforeEach(() => {
  startAuthentication.mockReset();
  navigate.mockClear();
  toastStore.dismiss();
  resetCurrentUserForTests(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = () => screen.findByRole('button', { name: passkeyMessages.signInButton });

describe('PasskeySignInButton', () => {
  it('is rendered from the start (no layout shift) and explains itself where passkeys cannot work', async () => {
    const { calls } = renderWithTrpc(<PasskeySignInButton />, handler());
    await act(async () => fireEvent.click(await button()));
    expect(toastStore.getSnapshot().toasts[0]?.description).toBe(passkeyMessages.notSupported);
    expect(calls).toEqual([]);
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('signs in with the passkey and goes on like a password sign-in', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    startAuthentication.mockResolvedValue(assertion);
    const { calls } = renderWithTrpc(<PasskeySignInButton next="/dashboard?tab=2" />, handler());
    await act(async () => fireEvent.click(await button()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/dashboard?tab=2' }));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.find((c) => c.path === 'auth.passkeys.authenticationVerify')?.input).toEqual({
      challengeId: 'ch-1',
      response: assertion,
    });
    expect(currentUser()).toEqual(ada);
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(authMessages.loginSuccessTitle);
  });

  it('shows the server’s refusal and stays on the page', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    startAuthentication.mockResolvedValue(assertion);
    renderWithTrpc(
      <PasskeySignInButton />,
      handler(() => {
        throw apiError(passkeyMessages.signInFailed, 401);
      }),
    );
    await act(async () => fireEvent.click(await button()));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]?.description).toBe(passkeyMessages.signInFailed),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(currentUser()).toBeNull();
    expect((await button()).hasAttribute('disabled')).toBe(false);
  });

  it('says the prompt was cancelled, without calling the server again', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    startAuthentication.mockRejectedValue(
      Object.assign(new Error('x'), { name: 'NotAllowedError' }),
    );
    const { calls } = renderWithTrpc(<PasskeySignInButton />, handler());
    await act(async () => fireEvent.click(await button()));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]?.description).toBe(passkeyMessages.cancelled),
    );
    expect(calls.map((c) => c.path)).toEqual(['auth.passkeys.authenticationOptions']);
  });
});
