// @vitest-environment jsdom
import {
  type AdminAdvanceListItem,
  advanceListFilterLabels,
  mfaMessages,
  signInStepMessages,
  stepUpMessages,
} from '@advance/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { AdvancesTab } from './advances-tab';

const waiting: AdminAdvanceListItem = {
  id: 'adv-1',
  applicationId: 'app-1',
  applicantName: 'Rosa Diaz',
  email: 'rosa@example.com',
  state: 'awaiting_funding',
  principal: 500,
  amountFinanced: 485,
  balance: 0,
  dueDate: '2026-12-03',
  fundedAt: null,
  approvedAt: '2026-11-18T15:00:00.000Z',
  businessDaysWaiting: 3,
  hasPendingAuthorization: false,
};
const fresh: AdminAdvanceListItem = {
  ...waiting,
  id: 'adv-2',
  applicationId: 'app-2',
  applicantName: 'Sam Lee',
  email: 'sam@example.com',
  businessDaysWaiting: 1,
};

const page = (items: AdminAdvanceListItem[]) => ({
  items,
  total: items.length,
  totals: { principal: 1000, balance: 0 },
});

function api(overrides: Record<string, ProcedureHandler> = {}): ProcedureHandler {
  return (path, input) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'admin.advances.list') return page([waiting, fresh]);
    if (path === 'auth.mfa.status') return { totp: true, passkeys: 0, recoveryCodesLeft: 10 };
    if (path === 'auth.mfa.verify') return { user: null };
    throw new Error(`Unexpected call ${path}`);
  };
}

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:advances');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

describe('AdvancesTab', () => {
  it('lists advances in a captioned table with totals, flagging a wait of 2+ business days', async () => {
    renderWithTrpc(<AdvancesTab />, api());
    const table = await screen.findByRole('table', { name: 'Advances: All advances' });
    const rosa = within(table).getByRole('row', { name: /Rosa Diaz/ });
    expect(within(rosa).getByText('3 business days waiting')).toBeTruthy();
    expect(within(rosa).getByText('Promised within 1-2 business days')).toBeTruthy();
    const sam = within(table).getByRole('row', { name: /Sam Lee/ });
    expect(within(sam).getByText('1 business day waiting')).toBeTruthy();
    expect(within(sam).queryByText(/Promised within/)).toBeNull();
    const totals = screen.getByLabelText('Totals: All advances');
    expect(totals.textContent).toContain('Advances2');
    expect(totals.textContent).toContain('Principal$1,000');
  });

  it('asks the server for the chosen filter and the search', async () => {
    const { calls } = renderWithTrpc(<AdvancesTab />, api());
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'past_due' } });
    await screen.findByRole('table', { name: `Advances: ${advanceListFilterLabels.past_due}` });
    expect(calls.filter((c) => c.path === 'admin.advances.list').at(-1)?.input).toMatchObject({
      state: 'past_due',
      offset: 0,
    });
    fireEvent.change(screen.getByLabelText('Search advances'), { target: { value: ' rosa ' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.advances.list').at(-1)?.input).toMatchObject({
        state: 'past_due',
        search: 'rosa',
      }),
    );
  });

  it('downloads the CSV after the step-up dialog, with the tab’s filter', async () => {
    let asked = 0;
    const { calls } = renderWithTrpc(
      <AdvancesTab />,
      api({
        'admin.advances.exportCsv': () => {
          asked += 1;
          if (asked === 1) throw apiError(mfaMessages.stepUpRequired, 403);
          return { fileName: 'advances.csv', csv: 'id,balance\nadv-1,0\n' };
        },
      }),
    );
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'awaiting_funding' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    const dialog = await screen.findByRole('dialog', { name: stepUpMessages.title });
    fireEvent.change(await within(dialog).findByLabelText(signInStepMessages.codeLabel), {
      target: { value: '123456' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: stepUpMessages.confirm }));
    });

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('advances.csv');
    const exports = calls.filter((c) => c.path === 'admin.advances.exportCsv');
    expect(exports).toHaveLength(2);
    expect(exports[1]?.input).toMatchObject({ state: 'awaiting_funding' });
    expect(calls.some((c) => c.path === 'auth.mfa.verify')).toBe(true);
  });

  it('says why when the export is refused and the step-up is cancelled', async () => {
    renderWithTrpc(
      <AdvancesTab />,
      api({
        'admin.advances.exportCsv': () => {
          throw apiError(mfaMessages.stepUpRequired, 403);
        },
      }),
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: stepUpMessages.title });
    fireEvent.click(await within(dialog).findByRole('button', { name: stepUpMessages.cancel }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
        variant: 'destructive',
        description: mfaMessages.stepUpRequired,
      }),
    );
    expect(clicked).toHaveLength(0);
  });

  it('opens the application’s details from a row', async () => {
    const { calls } = renderWithTrpc(
      <AdvancesTab />,
      api({ 'admin.applications.get': () => new Promise(() => {}) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details for Rosa Diaz' }));
    expect(await screen.findByRole('dialog', { name: 'Application Details' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'admin.applications.get')?.input).toEqual({ id: 'app-1' });
  });
});
