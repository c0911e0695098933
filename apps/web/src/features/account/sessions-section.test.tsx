// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { type AccountSession, accountMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { SessionsSection } from './sessions-section';

afterEach(() => {
  cleanup();
  dismissToast();
});

const session = (over: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  current: false,
  device: 'desktop',
  browser: 'Chrome',
  os: 'Windows',
  place: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-23T09:30:00.000Z',
  ipAddress: '203.0.113.7',
  ...over,
});
const laptop = session({ id: 'here', current: true, place: 'London, England, United Kingdom' });
const phone = session({ id: 'phone', device: 'mobile', browser: 'Safari', os: 'iOS' });
const tablet = session({ id: 'tablet', device: 'tablet', browser: 'Unknown', os: 'Unknown' });

/** The server's side: a list that shrinks as sessions are signed out. */
function api(overrides: Record<string, ProcedureHandler> = {}) {
  let list = [laptop, phone, tablet];
  const handler: ProcedureHandler = (path, input) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'auth.sessions.list') return list;
    if (path === 'auth.sessions.revoke') {
      list = list.filter((s) => s.id !== (input as { id: string }).id);
      return { ok: true };
    }
    if (path === 'auth.sessions.revokeOthers') {
      const revoked = list.filter((s) => !s.current).length;
      list = list.filter((s) => s.current);
      return { revoked };
    }
    throw new Error(`Unexpected call ${path}`);
  };
  return handler;
}

const latestToast = () => toastStore.getSnapshot().toasts[0];

describe('SessionsSection', () => {
  it('lists each device with browser, system, place and this one marked', async () => {
    renderWithTrpc(<SessionsSection />, api());
    const region = screen.getByRole('region', { name: accountMessages.sessionsTitle });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Chrome on Windows');
    expect(rows[0]?.textContent).toContain(accountMessages.thisDevice);
    expect(rows[0]?.textContent).toContain('London, England, United Kingdom');
    expect(rows[1]?.textContent).toContain('Safari on iOS');
    expect(rows[1]?.textContent).toContain(accountMessages.placeUnknown);
    expect(rows[2]?.textContent).toContain('Unknown browser on unknown system');
    // The current session has no sign-out button; the others name theirs.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('button', { name: accountMessages.signOutSessionLabel('Safari on iOS') }),
    ).toBeTruthy();
  });

  it('signs one device out, says so and keeps focus in the section', async () => {
    const { calls } = renderWithTrpc(<SessionsSection />, api());
    fireEvent.click(
      await screen.findByRole('button', {
        name: accountMessages.signOutSessionLabel('Safari on iOS'),
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((c) => c.path === 'auth.sessions.revoke')?.input).toEqual({ id: 'phone' });
    expect(latestToast()).toMatchObject({ title: accountMessages.sessionRevokedTitle });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: accountMessages.sessionsTitle }),
    );
  });

  it('asks before signing out everywhere else; Cancel sends nothing', async () => {
    const { calls } = renderWithTrpc(<SessionsSection />, api());
    fireEvent.click(await screen.findByRole('button', { name: accountMessages.revokeOthers }));
    const dialog = await screen.findByRole('alertdialog', {
      name: accountMessages.revokeOthersConfirmTitle,
    });
    const cancel = within(dialog).getByRole('button', { name: accountMessages.revokeOthersCancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path === 'auth.sessions.revokeOthers')).toBe(false);
  });

  it('signs every other device out once confirmed', async () => {
    const { calls } = renderWithTrpc(<SessionsSection />, api());
    fireEvent.click(await screen.findByRole('button', { name: accountMessages.revokeOthers }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: accountMessages.revokeOthersConfirmButton }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.path === 'auth.sessions.revokeOthers')).toHaveLength(1);
    expect(latestToast()).toMatchObject({
      title: accountMessages.revokedOthersTitle,
      description: accountMessages.revokedOthers(2),
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(accountMessages.sessionsEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: accountMessages.revokeOthers })).toBeNull();
  });

  it("shows the server's reason when a sign-out fails, and an alert when the list cannot load", async () => {
    renderWithTrpc(
      <SessionsSection />,
      api({
        'auth.sessions.revoke': () => {
          throw apiError(accountMessages.sessionNotFound, 404);
        },
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: accountMessages.signOutSessionLabel('Safari on iOS'),
      }),
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        description: accountMessages.sessionNotFound,
      }),
    );
    cleanup();
    renderWithTrpc(<SessionsSection />, () => {
      throw apiError('Database unavailable', 503);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.sessionsLoadFailed);
  });
});
