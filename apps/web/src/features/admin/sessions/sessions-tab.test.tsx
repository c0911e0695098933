// @vitest-environment jsdom
import type { SessionsOverview, TopPage, TopReferrer } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { SessionsTab } from './sessions-tab';

afterEach(cleanup);

const overview: SessionsOverview = {
  range: '7d',
  from: '2026-11-14T10:00:00.000Z',
  summary: { totalSessions: 1234, uniqueUsers: 2, avgDuration: 170, conversionRate: 66.7 },
  perDay: [
    { day: '2026-11-19', sessions: 0 },
    { day: '2026-11-20', sessions: 2 },
    { day: '2026-11-21', sessions: 1 },
  ],
  funnel: [
    { step: 'visits', count: 3, percentOfVisits: 100 },
    { step: 'started', count: 3, percentOfVisits: 100 },
    { step: 'submitted', count: 2, percentOfVisits: 66.7 },
    { step: 'approved', count: 1, percentOfVisits: 33.3 },
  ],
  recentSessions: [
    {
      sessionId: 's1',
      userId: 'u1',
      user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      startedAt: '2026-11-21T09:00:00.000Z',
      converted: true,
      bounced: false,
      city: 'Austin',
      country: 'United States',
      deviceType: 'desktop',
      operatingSystem: 'macOS',
      browser: 'Chrome',
      browserVersion: '131.0',
      referrerDomain: 'google.com',
      totalDuration: 300,
      pageViews: 3,
      interactions: 2,
      uniquePages: 2,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    },
    {
      sessionId: 's2',
      userId: null,
      user: null,
      startedAt: '2026-11-20T09:00:00.000Z',
      converted: false,
      bounced: true,
      city: null,
      country: null,
      deviceType: null,
      operatingSystem: null,
      browser: null,
      browserVersion: null,
      referrerDomain: null,
      totalDuration: null,
      pageViews: 1,
      interactions: 0,
      uniquePages: 1,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    },
  ],
};
const pages: TopPage[] = [
  { path: '/', views: 3, avgTimeOnPage: 45 },
  { path: '/application', views: 1, avgTimeOnPage: null },
];
const referrers: TopReferrer[] = [
  { referrer_domain: 'google.com', sessions: 2 },
  { referrer_domain: null, sessions: 1 },
];

function api(overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'admin.analytics.sessions':
        return overview;
      case 'admin.analytics.pages':
        return pages;
      case 'admin.analytics.referrers':
        return referrers;
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const tableOf = (name: string) => screen.getByRole('table', { name });

describe('SessionsTab', () => {
  it('shows the four cards with a readable duration and a one-decimal rate', async () => {
    renderWithTrpc(<SessionsTab />, api());
    await screen.findByText('Total Sessions');
    expect(card('Total Sessions')).toBe('1,234');
    expect(card('Unique Users')).toBe('2');
    expect(card('Avg. Session Duration')).toBe('2 min 50 s');
    expect(card('Conversion Rate')).toBe('66.7%');
  });

  it('describes the chart in words and offers its figures as a table', async () => {
    renderWithTrpc(<SessionsTab />, api());
    const chart = await screen.findByRole('img', {
      name: 'Sessions per day, Nov 19 to Nov 21: 3 in total, busiest Nov 20 with 2.',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const rows = within(tableOf('Sessions per day')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DaySessions',
      'Nov 190',
      'Nov 202',
      'Nov 211',
    ]);
  });

  it('lists the funnel steps with counts and share of visits', async () => {
    renderWithTrpc(<SessionsTab />, api());
    const funnel = await screen.findByRole('list');
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Visits3 (100.0% of visits)',
      'Application started3 (100.0% of visits)',
      'Application submitted2 (66.7% of visits)',
      'Approved1 (33.3% of visits)',
    ]);
  });

  it('shows top pages, Direct Traffic for no referrer, and the recent sessions', async () => {
    renderWithTrpc(<SessionsTab />, api());
    const pagesTable = await screen.findByRole('table', { name: 'Top pages' });
    expect(within(pagesTable).getAllByRole('row')[1]?.textContent).toBe('/3less than a minute');
    expect(within(pagesTable).getAllByRole('row')[2]?.textContent).toBe('/application1—');
    const referrersTable = tableOf('Top referrers');
    expect(within(referrersTable).getByText('Direct Traffic')).toBeTruthy();
    const recent = tableOf('Recent sessions, newest first');
    const [, ada, visitor] = within(recent).getAllByRole('row');
    expect(within(ada as HTMLElement).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(ada as HTMLElement).getByText('Desktop · macOS · Chrome 131.0')).toBeTruthy();
    expect(within(ada as HTMLElement).getByText('Austin, United States')).toBeTruthy();
    expect(within(ada as HTMLElement).getByText('5 min')).toBeTruthy();
    expect(within(ada as HTMLElement).getByText('Converted')).toBeTruthy();
    expect(within(visitor as HTMLElement).getByText('Visitor')).toBeTruthy();
    expect(within(visitor as HTMLElement).getByText('Direct')).toBeTruthy();
    expect(within(visitor as HTMLElement).getByText('Bounced')).toBeTruthy();
    // Issue 20: a one-page visit says so instead of a dash.
    expect(within(visitor as HTMLElement).getByText('single page')).toBeTruthy();
  });

  it('asks again for the chosen range', async () => {
    const { calls } = renderWithTrpc(<SessionsTab />, api());
    await screen.findByText('Total Sessions');
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '30d' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.analytics.sessions').at(-1)?.input).toEqual({
        range: '30d',
      }),
    );
    expect(calls.filter((c) => c.path === 'admin.analytics.pages').at(-1)?.input).toEqual({
      range: '30d',
    });
  });

  it('says so when nothing has been recorded, and when loading fails', async () => {
    renderWithTrpc(
      <SessionsTab />,
      api({
        'admin.analytics.sessions': () => {
          throw apiError('Database unavailable', 503);
        },
        'admin.analytics.pages': () => [],
        'admin.analytics.referrers': () => [],
      }),
    );
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByText('No page views in this period yet.')).toBeTruthy();
    expect(screen.getByText('No referrers in this period yet.')).toBeTruthy();
  });
});
