// @vitest-environment jsdom
import { type Announcement, announcementMessages, type PublicUser } from '@advance/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCurrentUserForTests } from '../../lib/current-user-store';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { CustomerAnnouncements } from './customer-announcements';
import { DISMISSED_ANNOUNCEMENTS_KEY } from './dismissed-announcements';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetCurrentUserForTests();
});

const customer: PublicUser = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user',
  locale: 'en',
};

const maintenance: Announcement = {
  id: 'a1',
  title: 'Planned maintenance',
  content: 'The site is down Sunday\nfrom 1 to 3 AM.',
  type: 'maintenance',
  isActive: true,
  state: 'active',
  createdAt: '2024-12-03T15:07:00.000Z',
  expiresAt: null,
};
const urgent: Announcement = {
  ...maintenance,
  id: 'a2',
  title: 'Phone lines down',
  type: 'urgent',
};

/** Who is signed in comes from the session check (current-user-store), not from tRPC. */
const api = (user: PublicUser | null, announcements: Announcement[]) => {
  resetCurrentUserForTests(user);
  return (path: string) => {
    if (path === 'announcements.active') return announcements;
    throw new Error(`Unexpected call ${path}`);
  };
};

describe('CustomerAnnouncements', () => {
  it('shows each active announcement with its type in words', async () => {
    renderWithTrpc(<CustomerAnnouncements />, api(customer, [maintenance, urgent]));
    // The banners load on demand (with the data layer): the first load compiles them.
    const region = await screen.findByRole('region', { name: 'Announcements' }, { timeout: 5000 });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'MaintenancePlanned maintenance',
      'UrgentPhone lines down',
    ]);
    expect(items[0]?.textContent).toContain('from 1 to 3 AM.');
    expect(
      within(region).getAllByRole('button', { name: announcementMessages.dismiss }),
    ).toHaveLength(2);
  });

  it('closes a banner for the rest of the visit and moves focus to the next one', async () => {
    const first = renderWithTrpc(<CustomerAnnouncements />, api(customer, [maintenance, urgent]));
    const [close, next] = await screen.findAllByRole('button', {
      name: announcementMessages.dismiss,
    });
    close?.focus();
    if (close) fireEvent.click(close);

    expect(screen.queryByText('Planned maintenance')).toBeNull();
    expect(document.activeElement).toBe(next);
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY) ?? '[]')).toEqual(['a1']);

    first.unmount();
    renderWithTrpc(<CustomerAnnouncements />, api(customer, [maintenance, urgent]));
    await screen.findByText('Phone lines down');
    expect(screen.queryByText('Planned maintenance')).toBeNull();
  });

  for (const [who, user] of [
    ['visitors', null],
    ['staff', { ...customer, role: 'admin' }],
  ] as const) {
    it(`shows nothing to ${who}`, async () => {
      const { calls } = renderWithTrpc(<CustomerAnnouncements />, api(user, [maintenance]));
      // Long enough for a customer's banners to load and ask.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toEqual([]);
      expect(screen.queryByRole('region')).toBeNull();
    });
  }
});
