// @vitest-environment jsdom
import { type Announcement, announcementMessages, chatMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { toastStore } from '../../../lib/toast-store';
import { AnnouncementsTab } from './announcements-tab';

afterEach(cleanup);

const maintenance: Announcement = {
  id: 'a1',
  title: 'Planned maintenance',
  content: 'Down on Sunday night.',
  type: 'maintenance',
  isActive: true,
  state: 'active',
  createdAt: '2024-12-03T15:07:00.000Z',
  expiresAt: null,
};
const oldNews: Announcement = {
  ...maintenance,
  id: 'a2',
  title: 'Holiday hours',
  type: 'info',
  isActive: false,
  state: 'inactive',
};

function api(overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'admin.announcements.list':
        return { items: [maintenance, oldNews], total: 2 };
      case 'admin.announcements.setActive': {
        const { id, isActive } = input as { id: string; isActive: boolean };
        return {
          ...[maintenance, oldNews].find((a) => a.id === id),
          isActive,
          state: isActive ? 'active' : 'inactive',
        };
      }
      case 'admin.announcements.create':
        return { ...maintenance, id: 'a3', ...(input as object) };
      case 'admin.logs.list':
        return [];
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const latestToast = () => toastStore.getSnapshot().toasts[0];
const rowOf = (title: string) => {
  const row = screen.getByRole('heading', { name: title }).closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('AnnouncementsTab', () => {
  it('lists each announcement with its type and state in words', async () => {
    renderWithTrpc(<AnnouncementsTab />, api());
    await screen.findByRole('heading', { name: 'Planned maintenance' });
    const active = rowOf('Planned maintenance');
    expect(active.textContent).toContain('Maintenance');
    expect(active.textContent).toContain('Active');
    expect(active.textContent).toContain('Created Dec 03, 2024 · No expiry');
    expect(
      within(active).getByRole('switch', { name: 'Active' }).getAttribute('aria-checked'),
    ).toBe('true');
    const inactive = rowOf('Holiday hours');
    expect(inactive.textContent).toContain('Inactive');
    expect(
      within(inactive).getByRole('switch', { name: 'Active' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('switches an announcement off and says so', async () => {
    const { calls } = renderWithTrpc(<AnnouncementsTab />, api());
    await screen.findByRole('heading', { name: 'Planned maintenance' });
    const toggle = within(rowOf('Planned maintenance')).getByRole('switch');
    fireEvent.click(toggle);

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(rowOf('Planned maintenance').textContent).toContain('Inactive');
    expect(calls.find((c) => c.path === 'admin.announcements.setActive')?.input).toEqual({
      id: 'a1',
      isActive: false,
    });
    expect(latestToast()).toMatchObject({ title: announcementMessages.updatedTitle });
  });

  it('reports a failed switch', async () => {
    renderWithTrpc(
      <AnnouncementsTab />,
      api({
        'admin.announcements.setActive': () => {
          throw apiError(announcementMessages.notFound, 404);
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Holiday hours' });
    fireEvent.click(within(rowOf('Holiday hours')).getByRole('switch'));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: announcementMessages.updateFailedTitle,
        description: announcementMessages.notFound,
      }),
    );
  });

  it('creates an announcement after checking the required fields', async () => {
    const { calls } = renderWithTrpc(<AnnouncementsTab />, api());
    fireEvent.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create System Announcement' });
    const submit = within(dialog).getByRole('button', { name: 'Create Announcement' });

    fireEvent.click(submit);
    expect(await within(dialog).findByText(chatMessages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(chatMessages.contentRequired)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Title')),
    );

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'New rates' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), {
      target: { value: 'Lower fees.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'urgent' } });
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'admin.announcements.create')?.input).toEqual({
      title: 'New rates',
      content: 'Lower fees.',
      type: 'urgent',
      expiresAt: null,
    });
    expect(latestToast()).toMatchObject({ title: announcementMessages.createdTitle });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.announcements.list')).toHaveLength(2),
    );
  });

  it("keeps the dialog open with the server's reason when creation fails", async () => {
    renderWithTrpc(
      <AnnouncementsTab />,
      api({
        'admin.announcements.create': () => {
          throw apiError('Too many requests, slow down.', 429);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'T' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: 'C' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Announcement' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: announcementMessages.creationFailedTitle,
        description: 'Too many requests, slow down.',
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
