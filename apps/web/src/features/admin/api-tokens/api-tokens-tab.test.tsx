// @vitest-environment jsdom
import { type AdminApiToken, apiTokenMessages } from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRouter } from '../../../lib/testing/admin-router';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { AdminTabs } from '../admin-tabs';
import { ApiTokensTab } from './api-tokens-tab';

afterEach(() => {
  cleanup();
  dismissToast();
});

const token = (over: Partial<AdminApiToken>): AdminApiToken => ({
  id: 'tok-1',
  name: 'Nightly report',
  scopes: ['applications:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  lastUsedAt: null,
  lastUsedIp: null,
  owner: { id: 'u-2', email: 'theo@example.test', name: 'Theo Admin' },
  ...over,
});

function server(initial: AdminApiToken[], overrides: Record<string, ProcedureHandler> = {}) {
  let tokens = initial;
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'admin.tokens.list') return { tokens };
    if (path === 'admin.tokens.revoke') {
      tokens = tokens.filter((t) => t.id !== (input as { id: string }).id);
      return { ok: true };
    }
    throw new Error(`Unexpected call ${path}`);
  };
}

const list = () => screen.getByRole('list', { name: apiTokenMessages.adminTabTitle });

describe('ApiTokensTab', () => {
  it('lists every live token with its owner', async () => {
    renderWithTrpc(
      <ApiTokensTab />,
      server([
        token({}),
        token({
          id: 'tok-2',
          name: 'Exports',
          owner: { id: 'u-3', email: 'ines@example.test', name: '' },
        }),
      ]),
    );
    expect(screen.getByRole('heading', { name: apiTokenMessages.adminTabTitle })).toBeTruthy();
    expect(screen.getByText(apiTokenMessages.adminIntro)).toBeTruthy();
    await waitFor(() => expect(list().querySelectorAll(':scope > li')).toHaveLength(2));
    const [first, second] = [...list().querySelectorAll(':scope > li')];
    expect(first?.textContent).toContain(
      `${apiTokenMessages.ownerColumn}: Theo Admin · theo@example.test`,
    );
    expect(second?.textContent).toContain(`${apiTokenMessages.ownerColumn}: ines@example.test`);
  });

  it('says when there are none', async () => {
    renderWithTrpc(<ApiTokensTab />, server([]));
    expect(await screen.findByText(apiTokenMessages.noTokens)).toBeTruthy();
  });

  it('revokes anyone’s token after a confirmation', async () => {
    const { calls } = renderWithTrpc(<ApiTokensTab />, server([token({})]));
    fireEvent.click(
      await screen.findByRole('button', { name: apiTokenMessages.revokeLabel('Nightly report') }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: apiTokenMessages.revokeConfirmTitle,
    });
    expect(calls.some((c) => c.path === 'admin.tokens.revoke')).toBe(false);
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: apiTokenMessages.revokeConfirmButton }),
      );
    });
    expect(calls.find((c) => c.path === 'admin.tokens.revoke')?.input).toEqual({ id: 'tok-1' });
    expect(await screen.findByText(apiTokenMessages.noTokens)).toBeTruthy();
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(apiTokenMessages.revokedTitle);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: apiTokenMessages.adminTabTitle }),
      ),
    );
  });

  it('says why the list could not be loaded', async () => {
    renderWithTrpc(<ApiTokensTab />, () => {
      throw apiError('Server busy', 503);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Server busy');
  });
});

describe('the admin tabs', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
  const quiet: ProcedureHandler = () => new Promise(() => undefined);

  it('offer the API tokens tab to a super admin only', async () => {
    const admin = adminRouter(<AdminTabs canChangeRoles={false} />);
    const adminView = renderWithTrpc(admin.element, quiet);
    await screen.findAllByRole('tab');
    expect(tabNames()).not.toContain(apiTokenMessages.adminTabTitle);
    adminView.unmount();

    const superAdmin = adminRouter(<AdminTabs canChangeRoles />);
    renderWithTrpc(superAdmin.element, quiet);
    await screen.findAllByRole('tab');
    expect(tabNames()).toContain(apiTokenMessages.adminTabTitle);
  });
});
