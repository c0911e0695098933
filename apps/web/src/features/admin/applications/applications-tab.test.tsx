// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRouter } from '../../../lib/testing/admin-router';
import { application } from '../../../lib/testing/application';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { ApplicationsTab } from './applications-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(initialEntry: string) {
  const { router, element } = adminRouter(<ApplicationsTab />, initialEntry);
  const view = renderWithTrpc(element, (path) => {
    if (path === 'admin.applications.list')
      return { items: [application], total: 1, totalCapped: false };
    throw new Error(`Unexpected call ${path}`);
  });
  const lists = () =>
    view.calls
      .filter((c) => c.path === 'admin.applications.list')
      .map((c) => c.input as { incomplete?: boolean; sort?: string });
  return { router, lists };
}

describe('ApplicationsTab: sort and Incomplete only, in the address', () => {
  it('reads the view from the address and asks the server for it', async () => {
    const { lists } = renderTab('/admin?incomplete=true&sort=waiting');
    await screen.findByText('Rosa Diaz');
    expect(lists().at(-1)).toMatchObject({ incomplete: true, sort: 'waiting' });
    expect((screen.getByLabelText('Incomplete only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('waiting');
  });

  it('writes a changed sort and filter to the address and lists again', async () => {
    const { router, lists } = renderTab('/admin');
    await screen.findByText('Rosa Diaz');
    expect(lists().at(-1)).toMatchObject({ incomplete: undefined, sort: undefined });
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'waiting' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'waiting' }));
    fireEvent.click(screen.getByLabelText('Incomplete only'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'waiting', incomplete: true }),
    );
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({ incomplete: true, sort: 'waiting' }),
    );
    expect(screen.getByRole('option', { name: 'Waiting longest' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'newest' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ incomplete: true }));
  });

  it('exports what the tab shows: the Incomplete filter goes with the CSV', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"stop here"}', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    renderTab('/admin?incomplete=true');
    await screen.findByText('Rosa Diaz');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/admin/applications/export.csv?incomplete=true',
    );
  });
});
