// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application } from '../../../lib/testing/application';
import { ApplicationListItem } from './application-list-item';

afterEach(cleanup);

const now = new Date('2026-05-31T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const show = (changes: Partial<typeof application>) =>
  render(
    <ApplicationListItem
      application={{ ...application, ...changes }}
      onDetails={() => undefined}
      onReview={() => undefined}
      now={now}
    />,
  );

describe('ApplicationListItem: the 30-day clock and the Incomplete badge', () => {
  it('shows the days waiting, unmarked below day 25', () => {
    show({ completeSince: daysAgo(24.9) });
    const figure = screen.getByText('Waiting: 24 days');
    expect(figure.querySelector('svg')).toBeNull();
  });

  it('marks day 25 and later in words and with an icon, not colour only', () => {
    show({ completeSince: daysAgo(26) });
    const figure = screen.getByText('Waiting: 26 days since complete: decide by day 30');
    expect(figure.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a dash while documents are pending and the Incomplete badge once they are late', () => {
    show({
      status: 'Additional Documentation Requested',
      completeSince: null,
      documentsDueOn: '2026-05-30',
    });
    expect(screen.getByText('Waiting: —')).toBeTruthy();
    expect(screen.getByText('Incomplete')).toBeTruthy();
  });

  it('has no badge on the due date itself, and no clock once decided', () => {
    show({ completeSince: null, documentsDueOn: '2026-05-31' });
    expect(screen.queryByText('Incomplete')).toBeNull();
    cleanup();
    show({ status: 'Approved', completeSince: daysAgo(40), documentsDueOn: '2026-05-01' });
    expect(screen.queryByText(/Waiting/)).toBeNull();
    expect(screen.queryByText('Incomplete')).toBeNull();
  });
});
