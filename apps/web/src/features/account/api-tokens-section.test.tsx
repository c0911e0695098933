// @vitest-environment jsdom
import '../../i18n/app-texts';
import {
  type ApiToken,
  apiTokenMessages,
  apiTokenScopeLabels,
  type CreatedApiToken,
  mfaMessages,
  type PublicUser,
  signInStepMessages,
  stepUpMessages,
} from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/current-user-store';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { ApiTokensSection, StaffApiTokensSection } from './api-tokens-section';

const person = (role: PublicUser['role']): PublicUser => ({
  id: 'u-1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role,
  locale: 'en',
});

const DAY = 86_400_000;
const nightly: ApiToken = {
  id: 'tok-1',
  name: 'Nightly report',
  scopes: ['applications:read', 'exports:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: new Date(Date.now() + 20 * DAY).toISOString(),
  lastUsedAt: '2026-11-20T15:30:00.000Z',
  lastUsedIp: '203.0.113.9',
};
const old: ApiToken = {
  id: 'tok-2',
  name: 'Old script',
  scopes: ['users:read'],
  createdAt: '2026-08-01T10:00:00.000Z',
  expiresAt: new Date(Date.now() - DAY).toISOString(),
  lastUsedAt: null,
  lastUsedIp: null,
};

/** A small fake of the server's token procedures, holding its list. */
function server(initial: ApiToken[], overrides: Record<string, ProcedureHandler> = {}) {
  let tokens = initial;
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'auth.tokens.list':
        return { tokens };
      case 'auth.tokens.revoke':
        tokens = tokens.filter((t) => t.id !== (input as { id: string }).id);
        return { ok: true };
      case 'auth.tokens.create': {
        const { name, scopes } = input as { name: string; scopes: ApiToken['scopes'] };
        const made: ApiToken = { ...nightly, id: 'tok-new', name, scopes, lastUsedAt: null };
        tokens = [made, ...tokens];
        return {
          id: made.id,
          token: 'bat_secret-value',
          name,
          scopes,
          expiresAt: made.expiresAt,
        } satisfies CreatedApiToken;
      }
      case 'auth.mfa.verify':
        if ((input as { code: string }).code !== '123456')
          throw apiError(mfaMessages.invalidCode, 400);
        return { user: person('admin') };
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const list = () => screen.getByRole('list', { name: apiTokenMessages.listLabel });
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  dismissToast();
  setCurrentUser(null);
});

describe('ApiTokensSection', () => {
  it('is shown to staff only', async () => {
    setCurrentUser(person('user'));
    const customer = renderWithTrpc(<StaffApiTokensSection />, server([nightly]));
    expect(screen.queryByRole('heading', { name: apiTokenMessages.sectionTitle })).toBeNull();
    expect(customer.calls).toEqual([]);
    customer.unmount();

    setCurrentUser(person('admin'));
    renderWithTrpc(<StaffApiTokensSection />, server([nightly]));
    expect(screen.getByRole('heading', { name: apiTokenMessages.sectionTitle })).toBeTruthy();
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('lists each token with its scopes, dates, last use and an Expired badge when past', async () => {
    renderWithTrpc(<ApiTokensSection />, server([nightly, old]));
    expect(screen.getByText(apiTokenMessages.sectionIntro)).toBeTruthy();
    await waitFor(() => expect(list().querySelectorAll(':scope > li')).toHaveLength(2));
    const [first, second] = [...list().querySelectorAll(':scope > li')];
    expect(first?.textContent).toContain('Nightly report');
    expect(first?.textContent).toContain('applications:read');
    expect(first?.textContent).toContain(apiTokenScopeLabels['exports:read']);
    expect(first?.textContent).toContain(`${apiTokenMessages.createdOn} Nov 01, 2026`);
    expect(first?.textContent).toMatch(
      /Last used Nov 20, 2026 at \d{1,2}:30 (AM|PM) · 203\.0\.113\.9/,
    );
    expect(first?.textContent).not.toContain(apiTokenMessages.expiredBadge);
    expect(second?.textContent).toContain(apiTokenMessages.expiredBadge);
    expect(second?.textContent).toContain(apiTokenMessages.neverUsed);
  });

  it('says when there are none', async () => {
    renderWithTrpc(<ApiTokensSection />, server([]));
    expect(await screen.findByText(apiTokenMessages.noTokens)).toBeTruthy();
  });

  it('names every problem in a focused summary and beside its field, and sends nothing', async () => {
    const { calls } = renderWithTrpc(<ApiTokensSection />, server([]));
    await screen.findByText(apiTokenMessages.noTokens);
    fireEvent.click(screen.getByRole('button', { name: apiTokenMessages.createButton }));
    const summary = await screen.findByRole('alert', {
      name: signInStepMessages.errorSummaryTitle,
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: apiTokenMessages.nameRequired })).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: apiTokenMessages.scopesRequired }),
    ).toBeTruthy();
    const name = screen.getByLabelText(apiTokenMessages.nameLabel);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const group = screen.getByRole('group', { name: apiTokenMessages.scopesLabel });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      apiTokenMessages.scopesRequired,
    );
    fireEvent.click(within(summary).getByRole('link', { name: apiTokenMessages.nameRequired }));
    expect(document.activeElement).toBe(name);
    expect(calls.some((c) => c.path === 'auth.tokens.create')).toBe(false);
  });

  it('creates a token after a step-up, shows it once with Copy, then forgets it', async () => {
    let refusals = 0;
    const fake = server([]);
    const { calls } = renderWithTrpc(<ApiTokensSection />, (path, input) => {
      if (path === 'auth.tokens.create' && refusals++ === 0)
        throw apiError(mfaMessages.stepUpRequired, 403);
      return fake(path, input);
    });
    await screen.findByText(apiTokenMessages.noTokens);
    fireEvent.change(screen.getByLabelText(apiTokenMessages.nameLabel), {
      target: { value: '  Nightly report ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'exports:read' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'applications:read' }));
    const expiry = screen.getByLabelText(apiTokenMessages.expiryLabel) as HTMLSelectElement;
    expect(expiry.value).toBe('30');
    expect([...expiry.options].map((o) => o.text)).toEqual([
      '7 days',
      '30 days',
      '60 days',
      '90 days',
    ]);
    fireEvent.change(expiry, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: apiTokenMessages.createButton }));

    const dialog = await screen.findByRole('dialog', { name: stepUpMessages.title });
    fireEvent.change(await within(dialog).findByLabelText(signInStepMessages.codeLabel), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: stepUpMessages.confirm }));

    const field = (await screen.findByLabelText(
      apiTokenMessages.tokenLabel('Nightly report'),
    )) as HTMLInputElement;
    expect(field.value).toBe('bat_secret-value');
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      apiTokenMessages.shownOnce,
    );
    const creates = calls.filter((c) => c.path === 'auth.tokens.create');
    expect(creates.map((c) => c.input)).toEqual([
      { name: 'Nightly report', scopes: ['applications:read', 'exports:read'], expiresInDays: 7 },
      { name: 'Nightly report', scopes: ['applications:read', 'exports:read'], expiresInDays: 7 },
    ]);
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(apiTokenMessages.createdTitle);
    await waitFor(() => expect(within(list()).getByText('Nightly report')).toBeTruthy());
    // The form starts again empty.
    expect((screen.getByLabelText(apiTokenMessages.nameLabel) as HTMLInputElement).value).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: apiTokenMessages.copyButton }));
    });
    expect(writeText).toHaveBeenCalledWith('bat_secret-value');
    expect(screen.getByRole('status').textContent).toBe(apiTokenMessages.copied);

    fireEvent.click(screen.getByRole('button', { name: apiTokenMessages.doneButton }));
    expect(screen.queryByDisplayValue('bat_secret-value')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: apiTokenMessages.sectionTitle }),
    );
  });

  it('tells a refusal in a toast and keeps what was typed', async () => {
    renderWithTrpc(
      <ApiTokensSection />,
      server([], {
        'auth.tokens.create': () => {
          throw apiError(apiTokenMessages.tooManyTokens, 409);
        },
      }),
    );
    await screen.findByText(apiTokenMessages.noTokens);
    fireEvent.change(screen.getByLabelText(apiTokenMessages.nameLabel), {
      target: { value: 'One more' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'users:read' }));
    fireEvent.click(screen.getByRole('button', { name: apiTokenMessages.createButton }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
        title: apiTokenMessages.createFailedTitle,
        description: apiTokenMessages.tooManyTokens,
      }),
    );
    expect((screen.getByLabelText(apiTokenMessages.nameLabel) as HTMLInputElement).value).toBe(
      'One more',
    );
  });

  it('revokes a token only after a confirmation, then focuses the heading', async () => {
    const { calls } = renderWithTrpc(<ApiTokensSection />, server([nightly, old]));
    fireEvent.click(
      await screen.findByRole('button', { name: apiTokenMessages.revokeLabel('Nightly report') }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: apiTokenMessages.revokeConfirmTitle,
    });
    expect(dialog.textContent).toContain(apiTokenMessages.revokeConfirm('Nightly report'));
    expect(calls.some((c) => c.path === 'auth.tokens.revoke')).toBe(false);
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: apiTokenMessages.revokeConfirmButton }),
      );
    });
    expect(calls.find((c) => c.path === 'auth.tokens.revoke')?.input).toEqual({ id: 'tok-1' });
    await waitFor(() => expect(list().querySelectorAll(':scope > li')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toastStore.getSnapshot().toasts[0]?.title).toBe(apiTokenMessages.revokedTitle);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: apiTokenMessages.sectionTitle }),
      ),
    );
  });

  it('shows a refused revoke in the dialog', async () => {
    renderWithTrpc(
      <ApiTokensSection />,
      server([nightly], {
        'auth.tokens.revoke': () => {
          throw apiError(apiTokenMessages.notFound, 404);
        },
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: apiTokenMessages.revokeLabel('Nightly report') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: apiTokenMessages.revokeConfirmButton }),
      );
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      apiTokenMessages.notFound,
    );
  });
});
