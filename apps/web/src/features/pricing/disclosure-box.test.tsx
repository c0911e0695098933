// @vitest-environment jsdom
import { pricingMessages, quoteAdvance } from '@advance/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclosureBox, disclosureSummary } from './disclosure-box';
import { liveQuote } from './live-quote';

afterEach(cleanup);

const quote = quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: '2026-11-23' });

const terms = () => screen.getAllByRole('term').map((t) => t.firstChild?.textContent);
const values = () => screen.getAllByRole('definition').map((d) => d.textContent);

describe('DisclosureBox', () => {
  it('shows the four Truth-in-Lending figures in order, then the payment schedule', () => {
    render(<DisclosureBox figures={quote} />);
    expect(screen.getByRole('region', { name: pricingMessages.disclosureTitle })).toBeTruthy();
    expect(terms()).toEqual([
      'Annual Percentage Rate',
      'Finance Charge',
      'Amount Financed',
      'Total of Payments',
    ]);
    expect(values()).toEqual([`${quote.apr.toFixed(2)}%`, '$15', '$485', '$500']);
    expect(screen.getByTestId('payment-schedule').textContent).toBe(
      'One payment of $500 due on Dec 16, 2026.',
    );
  });

  it('is not a live region unless asked', () => {
    const { container } = render(<DisclosureBox figures={quote} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('in the wizard, reads each change out politely in one sentence', () => {
    const { container, rerender } = render(<DisclosureBox live figures={quote} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('aria-atomic')).toBe('true');
    expect(live?.textContent).toBe(disclosureSummary(quote));
    expect(live?.textContent).toContain('Annual Percentage Rate');
    expect(live?.textContent).toContain('One payment of $500 due on Dec 16, 2026.');

    const bigger = quoteAdvance({ amount: 1000, schedule: 'first_of_month', from: '2026-11-23' });
    rerender(<DisclosureBox live figures={bigger} />);
    expect(live?.textContent).toContain('Finance Charge $30');
    // January 1st is New Year's Day: SSI for January is paid on December 31st.
    expect(live?.textContent).toContain('One payment of $1,000 due on Dec 31, 2026.');
  });

  it('shows the money but not the APR or due date until the schedule is known', () => {
    const pending = liveQuote(750, null, '2026-11-23');
    expect(pending?.scheduleKnown).toBe(false);
    if (!pending) throw new Error('750 is a valid amount');
    render(
      <DisclosureBox live figures={pending.quote} pendingText={pricingMessages.awaitingSchedule} />,
    );
    const [apr, charge, financed, total] = screen.getAllByRole('definition');
    expect(within(apr as HTMLElement).getByText(pricingMessages.notYetKnown)).toBeTruthy();
    expect([charge, financed, total].map((d) => d?.textContent)).toEqual([
      '$22.50',
      '$727.50',
      '$750',
    ]);
    expect(screen.getByTestId('payment-schedule').textContent).toBe(
      pricingMessages.awaitingSchedule,
    );
  });

  it('drops its own heading and the explanations in the staff dialogs', () => {
    render(<DisclosureBox figures={quote} compact title={null} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(pricingMessages.aprHint)).toBeNull();
    expect(screen.getByRole('region', { name: pricingMessages.disclosureTitle })).toBeTruthy();
  });
});

describe('liveQuote', () => {
  it('is the quote the server computes, and nothing for an amount we do not lend', () => {
    expect(liveQuote(500, 'third_wednesday', '2026-11-23')).toEqual({
      quote,
      scheduleKnown: true,
    });
    expect(liveQuote(50, 'third_wednesday', '2026-11-23')).toBeNull();
    expect(liveQuote(Number.NaN, 'third_wednesday', '2026-11-23')).toBeNull();
    expect(liveQuote(5001, 'third_wednesday', '2026-11-23')).toBeNull();
  });
});
