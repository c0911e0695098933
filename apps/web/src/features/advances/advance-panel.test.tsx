// @vitest-environment jsdom
import {
  advanceMessages,
  advancePageMessages,
  paymentConsentText,
  pricingMessages,
  todayInNewYork,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '../../i18n/set-app-locale';
import { authorization, entry, fundedAdvance } from '../../lib/testing/advance-fixture';
import { apiError, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { AdvancePanel } from './advance-panel';

afterEach(() => {
  cleanup();
  dismissToast();
});

const unexpected = (path: string) => {
  throw new Error(`Unexpected call ${path}`);
};
const panel = () => screen.getByRole('region', { name: advancePageMessages.title });
const figure = (label: string) =>
  within(panel()).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('AdvancePanel', () => {
  it('in Spanish: state, figures, history in words and the consent with its stored English', async () => {
    await setAppLocale('es');
    try {
      renderWithTrpc(
        <AdvancePanel advance={fundedAdvance({ canAuthorizePayment: true })} />,
        unexpected,
      );
      const spanish = screen.getByRole('region', { name: 'Su adelanto' });
      expect(within(spanish).getByText('Enviado')).toBeTruthy();
      expect(within(spanish).getByText('Fecha de pago (la fecha de su beneficio)')).toBeTruthy();
      expect(within(spanish).getByText('03 ene 2025')).toBeTruthy();
      const history = within(screen.getByRole('list', { name: 'Historial' })).getAllByRole(
        'listitem',
      );
      expect(history[0]?.textContent).toMatch(/^04 dic 2024Le enviamos \$485\./);
      expect(screen.getByRole('button', { name: 'Autorizar el pago' })).toBeTruthy();
      expect(screen.getByText(/^Autorizo a Benefit Advance a cobrar un solo pago/)).toBeTruthy();
      // What is stored stays the English consent, marked as English for screen readers.
      const stored = screen.getByTestId('consent-text');
      expect(stored.getAttribute('lang')).toBe('en-US');
      expect(stored.textContent).toMatch(/^I authorise Benefit Advance/);
    } finally {
      await setAppLocale('en');
    }
  });

  it('awaiting funding: the state in words and the approved figures, no payment yet', () => {
    renderWithTrpc(
      <AdvancePanel
        advance={fundedAdvance({ state: 'awaiting_funding', fundedAt: null, entries: [] })}
      />,
      unexpected,
    );
    expect(within(panel()).getByText('Awaiting funding')).toBeTruthy();
    expect(screen.getByText(advancePageMessages.stateText.awaiting_funding)).toBeTruthy();
    expect(
      screen.getByRole('region', { name: advancePageMessages.approvedDisclosureTitle }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: advancePageMessages.payTitle })).toBeNull();
    expect(screen.getByText(advancePageMessages.noHistory)).toBeTruthy();
  });

  it('funded: amount due, benefit date, paid so far, the final disclosure and the history', () => {
    const advance = fundedAdvance({
      balance: 300,
      paid: 200,
      entries: [
        ...fundedAdvance().entries,
        entry({
          id: 'e3',
          kind: 'payment',
          amount: 200,
          effect: -200,
          effectiveDate: '2025-01-03',
          description: 'Payment received, thank you',
        }),
      ],
    });
    renderWithTrpc(<AdvancePanel advance={advance} />, unexpected);
    expect(figure(advancePageMessages.amountDueLabel)).toBe('$300');
    expect(figure(advancePageMessages.dueDateLabel)).toBe('Jan 03, 2025');
    expect(figure(advancePageMessages.paidLabel)).toBe('$200');
    const disclosure = screen.getByRole('region', {
      name: advancePageMessages.finalDisclosureTitle,
    });
    expect(within(disclosure).getByText('37.63%')).toBeTruthy();
    expect(within(disclosure).getByText('$485')).toBeTruthy();
    expect(
      within(disclosure).getByText(pricingMessages.paymentSchedule('$500', 'Jan 03, 2025')),
    ).toBeTruthy();
    const history = within(
      screen.getByRole('list', { name: advancePageMessages.historyTitle }),
    ).getAllByRole('listitem');
    expect(history.map((li) => li.textContent)).toEqual([
      'Dec 04, 2024We sent you $485.00+$485',
      'Dec 04, 2024Processing fee $15.00+$15',
      'Jan 03, 2025Payment received, thank you−$200',
    ]);
  });

  it('before the benefit date says from which date a payment can be set up, and no form', () => {
    renderWithTrpc(<AdvancePanel advance={fundedAdvance()} />, unexpected);
    expect(screen.getByText(advanceMessages.payBeforeBenefit('Jan 03, 2025'))).toBeTruthy();
    expect(screen.queryByLabelText(advancePageMessages.amountLabel)).toBeNull();
  });

  it('repaid and cancelled: no payment section; a cancellation gives its reason', () => {
    renderWithTrpc(
      <AdvancePanel advance={fundedAdvance({ state: 'repaid', balance: 0, paid: 500 })} />,
      unexpected,
    );
    expect(screen.getByText(advancePageMessages.stateText.repaid)).toBeTruthy();
    expect(screen.queryByRole('region', { name: advancePageMessages.payTitle })).toBeNull();
    cleanup();
    renderWithTrpc(
      <AdvancePanel
        advance={fundedAdvance({
          state: 'cancelled',
          fundedAt: null,
          entries: [],
          cancelReason: 'Applicant asked us to stop',
        })}
      />,
      unexpected,
    );
    expect(
      screen.getByText(advancePageMessages.cancelReason('Applicant asked us to stop')),
    ).toBeTruthy();
    expect(screen.queryByTestId('disclosure-box')).toBeNull();
  });
});

describe('Pay after your benefit arrives', () => {
  const today = todayInNewYork();
  const payable = () => fundedAdvance({ dueDate: today, canAuthorizePayment: true, balance: 500 });

  it('prefills the balance and the benefit date and shows the consent for those figures', () => {
    renderWithTrpc(<AdvancePanel advance={payable()} />, unexpected);
    expect((screen.getByLabelText(advancePageMessages.amountLabel) as HTMLInputElement).value).toBe(
      '500',
    );
    const date = screen.getByLabelText(advancePageMessages.dateLabel) as HTMLInputElement;
    expect(date.value).toBe(today);
    expect(date.min).toBe(today);
    expect(screen.getByTestId('consent-text').textContent).toBe(
      paymentConsentText({ amount: 500, date: today }),
    );
    fireEvent.change(screen.getByLabelText(advancePageMessages.amountLabel), {
      target: { value: '120.5' },
    });
    expect(screen.getByTestId('consent-text').textContent).toBe(
      paymentConsentText({ amount: 120.5, date: today }),
    );
  });

  it('sends nothing until the consent is ticked, then authorises and shows the pending payment', async () => {
    const pending = authorization({ amount: 120.5, date: today });
    const { calls } = renderWithTrpc(<AdvancePanel advance={payable()} />, (path) => {
      if (path === 'advances.authorizePayment')
        return { advance: { ...payable(), authorizations: [pending] } };
      return unexpected(path);
    });
    fireEvent.change(screen.getByLabelText(advancePageMessages.amountLabel), {
      target: { value: '120.50' },
    });
    const submit = screen.getByRole('button', { name: advancePageMessages.authorizeButton });
    fireEvent.click(submit);
    expect(await screen.findByText(advanceMessages.consentRequired)).toBeTruthy();
    const consent = screen.getByLabelText(advancePageMessages.consentLabel);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    fireEvent.click(consent);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: 'advances.authorizePayment',
          input: { id: 'app-1', amount: 120.5, date: today, consent: true },
        },
      ]),
    );
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      title: advancePageMessages.authorizedTitle,
    });
  });

  it("refuses more than the balance before sending, and shows the server's refusal", async () => {
    const { calls } = renderWithTrpc(<AdvancePanel advance={payable()} />, () => {
      throw apiError(advanceMessages.authorizationPending, 409);
    });
    fireEvent.change(screen.getByLabelText(advancePageMessages.amountLabel), {
      target: { value: '600' },
    });
    fireEvent.click(screen.getByLabelText(advancePageMessages.consentLabel));
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.authorizeButton }));
    expect(await screen.findByText(advanceMessages.overpayment(500))).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(advancePageMessages.amountLabel), {
      target: { value: '500' },
    });
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.authorizeButton }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
        title: advancePageMessages.authorizeFailedTitle,
        description: advanceMessages.authorizationPending,
      }),
    );
    expect(calls).toHaveLength(1);
  });

  it('a pending authorisation is shown with its consent and can be withdrawn', async () => {
    const pending = authorization({ amount: 250, date: '2025-01-07' });
    const advance = fundedAdvance({ canAuthorizePayment: true, authorizations: [pending] });
    const { calls } = renderWithTrpc(<AdvancePanel advance={advance} />, (path) => {
      if (path === 'advances.withdrawAuthorization')
        return {
          advance: { ...advance, authorizations: [{ ...pending, status: 'withdrawn' }] },
        };
      return unexpected(path);
    });
    expect(screen.getByText(advancePageMessages.pendingText('$250', 'Jan 07, 2025'))).toBeTruthy();
    expect(screen.getByText(pending.consentText)).toBeTruthy();
    expect(screen.queryByLabelText(advancePageMessages.amountLabel)).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: advancePageMessages.withdrawAuthorization }),
    );
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'advances.withdrawAuthorization', input: { id: 'auth-1' } }]),
    );
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      title: advancePageMessages.authorizationWithdrawnTitle,
    });
  });

  it('lists earlier authorisations with how they ended', () => {
    const advance = fundedAdvance({
      authorizations: [
        authorization({ status: 'ended', endedReason: 'Two collection attempts failed' }),
      ],
    });
    renderWithTrpc(<AdvancePanel advance={advance} />, unexpected);
    expect(
      screen.getByText(
        `${advancePageMessages.authorizationLine('$500', 'Jan 03, 2025', 'Ended')} (Two collection attempts failed)`,
      ),
    ).toBeTruthy();
  });
});
