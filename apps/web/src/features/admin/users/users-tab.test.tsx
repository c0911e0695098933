// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { UsersTab } from './users-tab';

afterEach(cleanup);

const user = (over: Record<string, unknown>) => ({
  id: 'u-1',
  email: 'rosa.diaz@example.test',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user',
  createdAt: '2026-01-02T03:04:05.000Z',
  roleLocked: false,
  disabled: false,
  locale: 'en',
  ...over,
});

const page = {
  total: 2,
  items: [
    user({ id: 'u-1', locale: 'es' }),
    user({ id: 'u-2', email: 'al@example.test', firstName: 'Al', locale: 'en' }),
  ],
};

describe('UsersTab (issue 20)', () => {
  it("shows each customer's language and the same total as the Total Users card", async () => {
    renderWithTrpc(<UsersTab canChangeRoles={false} />, (path) => {
      if (path === 'admin.users.list') return page;
      throw new Error(`Unexpected call ${path}`);
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [rosa, al] = items;
    if (!rosa || !al) throw new Error('two users expected');
    expect(within(rosa).getByText(/^Language:/).textContent).toBe('Language: Español');
    expect(within(rosa).getByText('Español').getAttribute('lang')).toBe('es');
    expect(within(al).getByText(/^Language:/).textContent).toBe('Language: English');
    expect(screen.getByText('2 accounts in all, staff included')).toBeTruthy();
    // The e-mail wraps at its dots and @, not mid-word.
    expect(
      within(rosa)
        .getByText((_, el) => el?.textContent === 'rosa.diaz@example.test' && el.tagName === 'SPAN')
        .querySelectorAll('wbr').length,
    ).toBe(3);
  });
});
