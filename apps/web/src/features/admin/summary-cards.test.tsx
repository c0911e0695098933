// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRouter } from '../../lib/testing/admin-router';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { SummaryCards } from './summary-cards';

afterEach(cleanup);

const summary = {
  totalApplications: 1234,
  pendingReview: 5,
  totalUsers: 40,
  unreadMessages: 2,
  outstanding: 12450.5,
  pastDueCount: 3,
  pastDueAmount: 1200,
  incompleteCount: 4,
  decisionsDueSoon: 7,
};

/** The figure a card's label names (each card is a term and its description). */
const figure = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');

function renderCards() {
  const { router, element } = adminRouter(<SummaryCards />);
  renderWithTrpc(element, (path) => {
    if (path === 'admin.summary') return summary;
    throw new Error(`Unexpected call ${path}`);
  });
  return router;
}

describe('SummaryCards', () => {
  it('shows the counts, what is outstanding in dollars, and past due as count and dollars', async () => {
    renderCards();
    await screen.findByText('1,234');
    expect(figure('Outstanding')?.textContent).toBe('$12,450.50');
    expect(figure('Past Due')?.textContent).toBe('3 advances, $1,200');
  });

  it('says whom Total Users counts: every account, as the Users tab lists (issue 20)', async () => {
    renderCards();
    await screen.findByText('1,234');
    expect(figure('Total Users')?.textContent).toBe('40All accounts, staff included');
  });

  it('links the Incomplete and due-soon counts to the list they count', async () => {
    const router = renderCards();
    const incomplete = await screen.findByRole('link', {
      name: /^4\W+show the incomplete applications$/,
    });
    expect(figure('Incomplete')?.textContent).toBe('4, show the incomplete applications');
    expect(incomplete.getAttribute('href')).toBe('/admin?incomplete=true');
    const dueSoon = screen.getByRole('link', {
      name: /^7\W+show the longest waiting applications$/,
    });
    expect(dueSoon.closest('div')?.textContent).toContain('Decisions due within 5 days');
    expect(dueSoon.getAttribute('href')).toBe('/admin?sort=waiting');
    fireEvent.click(dueSoon);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'waiting' }));
  });
});
