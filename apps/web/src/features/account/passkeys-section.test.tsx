// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { type Passkey, passkeyMessages } from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { toastStore } from '../../lib/toast-store';
import { PasskeysSection } from './passkeys-section';

const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: (...args: unknown[]) => startRegistration(...args),
}));

const laptop: Passkey = {
  id: 'cred-1',
  name: 'My laptop',
  createdAt: '2025-03-04T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
};
const phone: Passkey = {
  id: 'cred-2',
  name: 'My phone',
  createdAt: '2025-03-05T10:00:00.000Z',
  lastUsedAt: '2025-03-06T10:00:00.000Z',
  backedUp: true,
};

const options = { challenge: 'abc', rp: { name: 'Benefit Advance', id: 'localhost' } };
const attestation = { id: 'new', rawId: 'new', type: 'public-key', response: {} };

function server(initial: Passkey[], overrides: Record<string, ProcedureHandler> = {}) {
  let passkeys = initial;
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'auth.passkeys.list':
        return passkeys;
      case 'auth.passkeys.remove':
        passkeys = passkeys.filter((p) => p.id !== (input as { id: string }).id);
        return { ok: true };
      case 'auth.passkeys.registrationOptions':
        return options;
      case 'auth.passkeys.registrationVerify': {
        const added = { ...laptop, id: 'new', name: (input as { name?: string }).name ?? 'Chrome' };
        passkeys = [...passkeys, added];
        return { passkey: added };
      }
      case 'auth.mfa.status':
        return { totp: false, passkeys: passkeys.length, recoveryCodesLeft: 0 };
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
}

const withWebAuthn = () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
};

beforeEach(() => {
  startRegistration.mockReset();
  toastStore.dismiss();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = () => screen.getByRole('list', { name: passkeyMessages.listLabel });

describe('PasskeysSection', () => {
  it('explains passkeys in plain words and lists them with their dates', async () => {
    withWebAuthn();
    renderWithTrpc(<PasskeysSection />, server([laptop, phone]));
    expect(screen.getByRole('heading', { name: passkeyMessages.sectionTitle })).toBeTruthy();
    expect(screen.getByText(passkeyMessages.sectionIntro)).toBeTruthy();
    expect(screen.getByText(passkeyMessages.sectionPasswordStays)).toBeTruthy();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(first?.textContent).toContain('My laptop');
    expect(first?.textContent).toContain('Mar 04, 2025');
    expect(first?.textContent).toContain(passkeyMessages.neverUsed);
    expect(second?.textContent).toContain(`${passkeyMessages.lastUsed} Mar 06, 2025`);
    expect(second?.textContent).toContain(passkeyMessages.syncedBadge);
  });

  it('says when there are none yet', async () => {
    withWebAuthn();
    renderWithTrpc(<PasskeysSection />, server([]));
    expect(await screen.findByText(passkeyMessages.noPasskeys)).toBeTruthy();
  });

  it('removes a passkey only after a confirmation', async () => {
    withWebAuthn();
    const { calls } = renderWithTrpc(<PasskeysSection />, server([laptop, phone]));
    const remove = await screen.findByRole('button', {
      name: passkeyMessages.removeLabel('My laptop'),
    });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(passkeyMessages.removeConfirm('My laptop'));
    expect(calls.some((c) => c.path === 'auth.passkeys.remove')).toBe(false);
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: passkeyMessages.removeConfirmButton }),
      );
    });
    expect(calls.find((c) => c.path === 'auth.passkeys.remove')?.input).toEqual({ id: 'cred-1' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(passkeyMessages.removedTitle);
  });

  it('shows why a removal was refused (a staff member’s last second factor)', async () => {
    withWebAuthn();
    renderWithTrpc(
      <PasskeysSection />,
      server([laptop], {
        'auth.passkeys.remove': () => {
          throw apiError(passkeyMessages.lastSecondFactor, 409);
        },
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: passkeyMessages.removeLabel('My laptop') }),
    );
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: passkeyMessages.removeConfirmButton }),
      );
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      passkeyMessages.lastSecondFactor,
    );
  });

  it('adds a passkey through the browser and sends its answer with the name', async () => {
    withWebAuthn();
    startRegistration.mockResolvedValue(attestation);
    const { calls } = renderWithTrpc(<PasskeysSection />, server([]));
    const name = await screen.findByLabelText(passkeyMessages.nameLabel);
    fireEvent.change(name, { target: { value: 'Kitchen tablet' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: passkeyMessages.addButton }));
    });
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'auth.passkeys.registrationVerify')?.input).toEqual({
        response: attestation,
        name: 'Kitchen tablet',
      }),
    );
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(passkeyMessages.addedTitle);
  });

  it('says so in plain words when the person cancels the browser prompt', async () => {
    withWebAuthn();
    startRegistration.mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
    const { calls } = renderWithTrpc(<PasskeysSection />, server([]));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: passkeyMessages.addButton }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(passkeyMessages.cancelled);
    expect(calls.some((c) => c.path === 'auth.passkeys.registrationVerify')).toBe(false);
  });

  it('offers no add button where the browser cannot use passkeys', async () => {
    renderWithTrpc(<PasskeysSection />, server([laptop]));
    expect(await screen.findByText(passkeyMessages.notSupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: passkeyMessages.addButton })).toBeNull();
  });
});
