// @vitest-environment jsdom
import { adverseActionTexts, denialReasons } from '@advance/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// The screens' English texts, as DataProvider registers them in the app.
import '../../i18n/app-texts';
import { setAppLocale } from '../../i18n/set-app-locale';
import { application } from '../../lib/testing/application';
import { DecisionReasons } from './decision-reasons';

afterEach(async () => {
  cleanup();
  await setAppLocale('en');
});

const reasons = [
  { code: 'income_insufficient' as const, text: denialReasons.income_insufficient.plain },
  { code: 'other' as const, text: 'We could not reach you by phone' },
];

const listed = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('DecisionReasons', () => {
  it('lists a denial’s reasons in plain words under their heading', () => {
    render(
      <DecisionReasons
        application={{ ...application, status: 'Denied', decisionReasons: reasons }}
      />,
    );
    expect(listed(adverseActionTexts.cardReasons)).toEqual(reasons.map((r) => r.text));
  });

  it('reads the reasons in Spanish; an "other" reason stays as staff wrote it', async () => {
    await setAppLocale('es');
    render(
      <DecisionReasons
        application={{ ...application, status: 'Denied', decisionReasons: reasons }}
      />,
    );
    expect(listed('Razones de esta decisión')).toEqual([
      'Sus ingresos no alcanzan para la cantidad que pidió.',
      'We could not reach you by phone',
    ]);
  });

  it('shows nothing for other statuses or a denial without stored reasons', () => {
    const { container, rerender } = render(
      <DecisionReasons
        application={{ ...application, status: 'Submitted', decisionReasons: reasons }}
      />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <DecisionReasons application={{ ...application, status: 'Denied', decisionReasons: null }} />,
    );
    expect(container.textContent).toBe('');
  });
});
