// @vitest-environment jsdom
import { adverseActionTexts, denialReasons } from '@advance/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application } from '../../lib/testing/application';
import { DecisionReasons } from './decision-reasons';

afterEach(cleanup);

const reasons = [
  { code: 'income_insufficient' as const, text: denialReasons.income_insufficient.plain },
  { code: 'other' as const, text: 'We could not reach you by phone' },
];

describe('DecisionReasons', () => {
  it('lists a denial’s reasons in plain words under their heading', () => {
    render(
      <DecisionReasons
        application={{ ...application, status: 'Denied', decisionReasons: reasons }}
      />,
    );
    const section = screen.getByRole('region', { name: adverseActionTexts.cardReasons });
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(reasons.map((r) => r.text));
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
