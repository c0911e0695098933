// @vitest-environment jsdom
import { advanceMessages, type PaymentAuthorization } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceWithReversal } from '../../../lib/testing/advance-fixture';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { AdvancePanel } from './advance-panel';

afterEach(() => {
  cleanup();
  dismissToast();
});

const pendingAuthorization: PaymentAuthorization = {
  id: 'auth-1',
  amount: 450,
  date: '2026-12-04',
  status: 'pending',
  failedAttempts: 1,
  endedReason: null,
  consentText: 'I authorise…',
  ipAddress: '203.0.113.9',
  createdAt: '2026-12-03T14:00:00.000Z',
};

function api(overrides: Record<string, ProcedureHandler> = {}): ProcedureHandler {
  return (path, input) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'advances.forApplication') return advanceWithReversal();
    throw new Error(`Unexpected call ${path}`);
  };
}

const ledger = () => screen.findByRole('table', { name: 'Ledger entries, oldest first' });

async function openRecordPayment() {
  fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
  return screen.findByRole('dialog', { name: 'Record payment' });
}

describe('AdvancePanel', () => {
  it('shows the state in words, the figures and the ledger with its reversal marked', async () => {
    renderWithTrpc(<AdvancePanel applicationId="app-1" />, api());
    const table = await ledger();
    expect(screen.getByText('Funded')).toBeTruthy();
    expect(screen.getByText('Balance').nextSibling?.textContent).toBe('$450');
    expect(screen.getByText('Final disclosure')).toBeTruthy();
    expect(screen.getByText('37.63%')).toBeTruthy();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Date', 'Kind', 'Amount', 'Effect', 'Method', 'Recorded by']),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // The bounced check: marked reversed, and its reversal says what it reverses and why.
    expect(within(rows[2] as HTMLElement).getByText('Reversed')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('−$100')).toBeTruthy();
    const reversal = rows[4] as HTMLElement;
    expect(within(reversal).getByText('of the payment of Nov 20, 2026')).toBeTruthy();
    expect(within(reversal).getByText('Check bounced')).toBeTruthy();
    expect(within(reversal).getByText('+$100')).toBeTruthy();
  });

  it('offers Reverse only for live disbursements, payments and waivers', async () => {
    renderWithTrpc(<AdvancePanel applicationId="app-1" />, api());
    const table = await ledger();
    const reverse = within(table).getAllByRole('button', { name: /^Reverse/ });
    expect(reverse.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reverse the disbursement of $485 on Nov 02, 2026',
      'Reverse the payment of $50 on Nov 21, 2026',
    ]);
  });

  it('previews the new balance as the amount is typed', async () => {
    renderWithTrpc(<AdvancePanel applicationId="app-1" />, api());
    const dialog = await openRecordPayment();
    const preview = within(dialog).getByRole('status');
    expect(preview.textContent).toContain('Current balance: $450.');
    fireEvent.change(within(dialog).getByLabelText('Amount (dollars)'), {
      target: { value: '125.50' },
    });
    await waitFor(() => expect(preview.textContent).toContain('New balance: $324.50'));
  });

  it('puts the server’s overpayment refusal under the amount, and sends dollars', async () => {
    const { calls } = renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({
        'admin.advances.recordPayment': () => {
          throw apiError(advanceMessages.overpayment(450), 409);
        },
      }),
    );
    const dialog = await openRecordPayment();
    const amount = within(dialog).getByLabelText('Amount (dollars)');
    fireEvent.change(amount, { target: { value: '460' } });
    fireEvent.change(within(dialog).getByLabelText('How it was paid'), {
      target: { value: 'check' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const message = await within(dialog).findByText(advanceMessages.overpayment(450));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.path === 'admin.advances.recordPayment')?.input).toMatchObject({
      id: 'app-1',
      amount: 460,
      method: 'check',
      authorizationId: null,
    });
  });

  it('shows a refusal about the whole advance above the buttons, in the dialog', async () => {
    renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({
        'admin.advances.waive': () => {
          throw apiError(advanceMessages.cancelled, 409);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Waive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive' });
    fireEvent.change(within(dialog).getByLabelText('Amount (dollars)'), {
      target: { value: '15' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(advanceMessages.cancelled);
  });

  it('checks the fields with the contracts texts before sending', async () => {
    const { calls } = renderWithTrpc(<AdvancePanel applicationId="app-1" />, api());
    const dialog = await openRecordPayment();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(advanceMessages.amountInvalid)).toBeTruthy();
    expect(within(dialog).getByText('Please choose how the payment was made')).toBeTruthy();
    expect(calls.some((c) => c.path === 'admin.advances.recordPayment')).toBe(false);
  });

  it('records a pending authorisation as received, prefilled, then shows the new ledger', async () => {
    const repaid = advanceWithReversal({ state: 'repaid', balance: 0, paid: 500 });
    let current = advanceWithReversal({ authorizations: [pendingAuthorization] });
    const { calls } = renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({
        'advances.forApplication': () => current,
        'admin.advances.recordPayment': () => {
          current = repaid;
          return { advance: repaid };
        },
        'admin.advances.list': () => ({
          items: [],
          total: 0,
          totals: { principal: 0, balance: 0 },
        }),
        'admin.summary': () => ({}),
        'admin.logs.list': () => [],
      }),
    );
    const authorizations = await screen.findByRole('table', {
      name: 'Payment authorisations waiting to be collected',
    });
    expect(within(authorizations).getByText('203.0.113.9')).toBeTruthy();
    expect(within(authorizations).getByText('1 of 2')).toBeTruthy();
    fireEvent.click(within(authorizations).getByRole('button', { name: /^Record as received/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect((within(dialog).getByLabelText('Amount (dollars)') as HTMLInputElement).value).toBe(
      '450.00',
    );
    expect(within(dialog).getByRole('status').textContent).toContain('New balance: $0 (now $450)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'admin.advances.recordPayment')?.input).toMatchObject({
      amount: 450,
      method: 'ach',
      authorizationId: 'auth-1',
    });
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({ title: 'Payment recorded' });
    expect(await screen.findByText('Repaid')).toBeTruthy();
  });

  it('offers funding and cancelling while awaiting funding, with the amount to send', async () => {
    const awaiting = advanceWithReversal({
      state: 'awaiting_funding',
      fundedAt: null,
      balance: 0,
      paid: 0,
      entries: [],
    });
    renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({ 'advances.forApplication': () => awaiting }),
    );
    expect(await screen.findByText('Disclosure at approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel before funding' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record funding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record funding' });
    expect(dialog.textContent).toContain('Amount to send (amount financed): $485');
    expect(within(dialog).getByRole('status').textContent).toContain('New balance: $500');
  });

  it('reverses an entry only with a reason, previewing the balance it leaves', async () => {
    const { calls } = renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({
        'admin.advances.reverseEntry': () => ({ advance: advanceWithReversal({ balance: 500 }) }),
        'admin.advances.list': () => ({
          items: [],
          total: 0,
          totals: { principal: 0, balance: 0 },
        }),
        'admin.summary': () => ({}),
        'admin.logs.list': () => [],
      }),
    );
    const table = await ledger();
    fireEvent.click(
      within(table).getByRole('button', { name: 'Reverse the payment of $50 on Nov 21, 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry' });
    expect(within(dialog).getByRole('status').textContent).toContain('New balance: $500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
    expect(await within(dialog).findByText(advanceMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === 'admin.advances.reverseEntry')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Recorded twice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'admin.advances.reverseEntry')?.input).toEqual({
      id: 'e4',
      reason: 'Recorded twice',
    });
  });

  it('says so in one line when the application has no advance', async () => {
    renderWithTrpc(
      <AdvancePanel applicationId="app-1" />,
      api({
        'advances.forApplication': () => {
          throw apiError(advanceMessages.notFound, 404);
        },
      }),
    );
    expect(await screen.findByText(advanceMessages.notFound)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
