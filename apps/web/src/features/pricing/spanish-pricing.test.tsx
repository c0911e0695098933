// @vitest-environment jsdom
import { publicPageFigures, quoteAdvance } from '@advance/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/app-texts';
import { setAppLocale } from '../../i18n/set-app-locale';
import { BenefitsNotice } from './benefits-notice';
import { DisclosureBox, disclosureSummary } from './disclosure-box';
import { forgetPageFiguresForTests, PAGE_FIGURES_ID, usePublicFigures } from './public-figures';
import { ScheduleChoice } from './schedule-choice';

// The Spanish catalogs as a Spanish page loads them; English app texts for the look-ups.
beforeAll(() => setAppLocale('es'));
afterAll(() => setAppLocale('en'));
afterEach(() => {
  cleanup();
  document.getElementById(PAGE_FIGURES_ID)?.remove();
  forgetPageFiguresForTests();
});

const quote = quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: '2026-11-23' });

describe('prices in Spanish (issue 20)', () => {
  it('the disclosure box: Spanish labels, es-US date, one Spanish sentence when live', () => {
    const { container } = render(<DisclosureBox live figures={quote} />);
    expect(screen.getByRole('region', { name: 'Lo que le cuesta el crédito' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.firstChild?.textContent)).toEqual([
      'Tasa de porcentaje anual (APR)',
      'Cargo financiero',
      'Cantidad financiada',
      'Total de pagos',
    ]);
    expect(screen.getByTestId('payment-schedule').textContent).toBe(
      'Un solo pago de $500 que vence el 16 dic 2026.',
    );
    expect(container.querySelector('[aria-live]')?.textContent).toMatch(
      /^Tasa de porcentaje anual \(APR\) [\d.]+%, Cargo financiero \$15, /,
    );
    // Without a language the summary stays the spec's English.
    expect(disclosureSummary(quote)).toMatch(/^Annual Percentage Rate /);
  });

  it('the schedule choice and the benefits notice', () => {
    render(
      <>
        <ScheduleChoice value="first_of_month" onChange={() => {}} />
        <BenefitsNotice />
      </>,
    );
    expect(screen.getByRole('group', { name: '¿Cuándo llega su beneficio?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'El día 1 del mes (SSI)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('note', { name: 'Sus beneficios siguen siendo suyos' })).toBeTruthy();
  });

  it("a Spanish page's example dates come from the page's figure data, in es-US", () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_FIGURES_ID;
    element.textContent = JSON.stringify(publicPageFigures('2024-12-03'));
    document.body.append(element);
    function Dates() {
      const figures = usePublicFigures();
      return <p>{`${figures.exampleNextBenefitDate} | ${figures.exampleDueDate}`}</p>;
    }
    render(<Dates />);
    expect(screen.getByText('18 dic 2024 | 18 dic 2024')).toBeTruthy();
  });
});
