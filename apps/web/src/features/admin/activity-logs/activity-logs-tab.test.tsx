// @vitest-environment jsdom
import { activityLogMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { ActivityLogsTab } from './activity-logs-tab';

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  action: n % 2 === 0 ? 'auth.sign_in' : 'application.viewed',
  targetType: 'application',
  targetId: `app-${n}`,
  details: null,
  ipAddress: '127.0.0.1',
  createdAt: new Date(Date.UTC(2026, 0, 10, 12, 0, 0) - n * 60_000).toISOString(),
  actor: { id: 'u1', email: 'root@advance.test', firstName: null, lastName: null },
});

/** 120 entries; the fake server pages them by cursor as the real one does. */
const all = Array.from({ length: 120 }, (_, i) => entry(i));

function api(path: string, input: unknown) {
  if (path === 'admin.logs.actions') return ['application.viewed', 'auth.sign_in'];
  if (path !== 'admin.logs.list') throw new Error(`Unexpected call ${path}`);
  const query = input as { limit: number; cursor?: string; action?: string; actor?: string };
  const matching = all.filter((e) => !query.action || e.action === query.action);
  const start = query.cursor ? matching.findIndex((e) => e.id === query.cursor) + 1 : 0;
  const items = matching.slice(start, start + query.limit);
  const more = start + query.limit < matching.length;
  return { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null };
}

afterEach(cleanup);

const rows = () => [...screen.getByRole('table').querySelectorAll('tbody tr')];
// The cells by tag, not by role: role queries over 50 rows are slow on a loaded machine.
const targetsShown = () => rows().map((r) => r.querySelectorAll('td')[3]?.getAttribute('title'));

describe('ActivityLogsTab', () => {
  it('shows the latest 50 first and pages with Next and Previous', async () => {
    const { calls } = renderWithTrpc(<ActivityLogsTab />, api);
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(targetsShown()[0]).toBe('app-0');
    expect(screen.getByText(activityLogMessages.pageLabel(1))).toBeTruthy();
    const previous = screen.getByRole('button', { name: activityLogMessages.previous });
    const next = screen.getByRole('button', { name: activityLogMessages.next });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    await waitFor(() => expect(targetsShown()[0]).toBe('app-50'));
    expect(screen.getByText(activityLogMessages.pageLabel(2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: activityLogMessages.next }));
    await waitFor(() => expect(targetsShown()[0]).toBe('app-100'));
    expect(rows()).toHaveLength(20);
    expect(
      (screen.getByRole('button', { name: activityLogMessages.next }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: activityLogMessages.previous }));
    await waitFor(() => expect(targetsShown()[0]).toBe('app-50'));
    const listCalls = calls.filter((c) => c.path === 'admin.logs.list');
    expect(listCalls[0]?.input).toEqual({ limit: 50 });
  });

  it('filters by action and starts again from the first page', async () => {
    const { calls } = renderWithTrpc(<ActivityLogsTab />, api);
    await waitFor(() => expect(rows()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: activityLogMessages.next }));
    await waitFor(() => expect(targetsShown()[0]).toBe('app-50'));

    const action = await screen.findByLabelText(activityLogMessages.actionLabel);
    await screen.findByRole('option', { name: 'Signed in' });
    fireEvent.change(action, { target: { value: 'auth.sign_in' } });
    fireEvent.change(screen.getByLabelText(activityLogMessages.actorLabel), {
      target: { value: 'root@' },
    });
    fireEvent.click(screen.getByRole('button', { name: activityLogMessages.apply }));
    await waitFor(() => expect(targetsShown()[0]).toBe('app-0'));
    expect(targetsShown().every((t) => Number(t?.slice(4)) % 2 === 0)).toBe(true);
    expect(calls.at(-1)?.input).toEqual({ action: 'auth.sign_in', actor: 'root@', limit: 50 });
    expect(screen.getByText(activityLogMessages.pageLabel(1))).toBeTruthy();
  });

  it('ties a bad date range to the To field and sends nothing', async () => {
    const { calls } = renderWithTrpc(<ActivityLogsTab />, api);
    await waitFor(() => expect(rows()).toHaveLength(50));
    const before = calls.length;
    fireEvent.change(screen.getByLabelText(activityLogMessages.fromLabel), {
      target: { value: '2026-02-01' },
    });
    const to = screen.getByLabelText(activityLogMessages.toLabel);
    fireEvent.change(to, { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: activityLogMessages.apply }));
    const error = await screen.findByText(activityLogMessages.rangeInvalid);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls.slice(before).filter((c) => c.path === 'admin.logs.list')).toHaveLength(0);
  });
});

describe('ActivityLogsTab details (issue 20)', () => {
  it('shows details as label: value pairs, with no JSON, braces or id fragments', async () => {
    const uuid = '3f9a2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
    const item = {
      ...entry(0),
      action: 'ledger.entry_recorded',
      targetType: 'advance',
      targetId: uuid,
      details: { advanceId: uuid, kind: 'payment', amountCents: 12_345, at: '2026-11-28' },
    };
    renderWithTrpc(<ActivityLogsTab />, (path) => {
      if (path === 'admin.logs.actions') return [];
      return { items: [item], nextCursor: null };
    });
    const row = await screen.findByRole('row', { name: /Recorded a ledger entry/ });
    const cells = row.querySelectorAll('td');
    expect(cells[3]?.textContent).toBe('An advance');
    expect(cells[4]?.textContent).toBe('Kind: paymentAmount: $123.45At: Nov 28, 2026');
    expect(row.textContent).not.toMatch(/[{}"]|3f9a/);
  });
});
