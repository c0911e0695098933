// @vitest-environment jsdom
import { pricingMessages, quoteAdvance, todayInNewYork } from '@advance/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleLabel } from '../pricing/schedule-choice';
import { effectiveSchedule, FinancialStep } from './financial-step';
import { initialDraft } from './wizard-steps';

afterEach(cleanup);

function renderStep(onSubmit = vi.fn()) {
  const draft = initialDraft(null);
  render(
    <FinancialStep
      defaultValues={draft.financial}
      defaultSchedule={draft.schedule}
      serverErrors={{}}
      pending={false}
      onSubmit={onSubmit}
      onBack={vi.fn()}
    />,
  );
  return onSubmit;
}

const radio = (schedule: Parameters<typeof scheduleLabel>[0]) =>
  screen.getByRole('radio', { name: scheduleLabel(schedule) }) as HTMLInputElement;
const checked = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);
const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const paymentLine = () => screen.getByTestId('payment-schedule').textContent;

describe('FinancialStep schedule', () => {
  it('offers the five schedules in plain words, none chosen before the date of birth', () => {
    renderStep();
    const group = screen.getByRole('group', { name: pricingMessages.scheduleQuestion });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(radio('first_of_month').labels?.[0]?.textContent).toBe('The 1st of the month (SSI)');
    expect(checked()).toEqual([]);
    expect(paymentLine()).toBe(pricingMessages.awaitingSchedule);
  });

  it('pre-selects the schedule from the date of birth, and the payment day', () => {
    renderStep();
    setField('Date of Birth', '1950-04-15');
    expect(checked()).toEqual(['third_wednesday']);
    setField('Date of Birth', '1950-04-02');
    expect(checked()).toEqual(['second_wednesday']);
    setField('Benefit Payment Day', '1');
    expect(checked()).toEqual(['first_of_month']);
  });

  it("keeps the applicant's own choice", () => {
    renderStep();
    setField('Date of Birth', '1950-04-15');
    fireEvent.click(radio('third_of_month'));
    expect(checked()).toEqual(['third_of_month']);
    setField('Date of Birth', '1950-04-25');
    expect(checked()).toEqual(['third_of_month']);
  });

  it('prices the advance live with the same quote the server stores', () => {
    renderStep();
    setField('Date of Birth', '1950-04-25');
    const today = todayInNewYork();
    const fourth = quoteAdvance({ amount: 500, schedule: 'fourth_wednesday', from: today });
    expect(screen.getAllByRole('definition')[0]?.textContent).toBe(`${fourth.apr.toFixed(2)}%`);
    setField('Requested Amount', '2000');
    fireEvent.click(radio('first_of_month'));
    const ssi = quoteAdvance({ amount: 2000, schedule: 'first_of_month', from: today });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      `${ssi.apr.toFixed(2)}%`,
      '$60',
      '$1,940',
      '$2,000',
    ]);
    expect(paymentLine()).toContain('One payment of $2,000 due on');
  });
});

describe('effectiveSchedule', () => {
  it("is the applicant's choice once made, else the pre-selection", () => {
    const typed = { dateOfBirth: '1950-04-15', benefitPaymentDay: 24 };
    expect(effectiveSchedule({ value: null, chosen: false }, typed)).toBe('third_wednesday');
    expect(effectiveSchedule({ value: 'first_of_month', chosen: true }, typed)).toBe(
      'first_of_month',
    );
    expect(effectiveSchedule({ value: 'first_of_month', chosen: false }, {})).toBeNull();
  });
});
