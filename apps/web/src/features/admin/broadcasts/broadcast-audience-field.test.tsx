// @vitest-environment jsdom
import { broadcastAudienceTexts } from '@advance/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { type AudienceChoice, BroadcastAudienceField } from './broadcast-audience-field';

afterEach(cleanup);

const counts: Record<string, number> = { all: 3, Approved: 1, Denied: 0, Submitted: 2 };

function Harness() {
  const [value, setValue] = useState<AudienceChoice>('');
  return <BroadcastAudienceField value={value} onChange={setValue} />;
}

function api(path: string, input: unknown) {
  if (path !== 'admin.broadcastAudienceCount') throw new Error(`Unexpected call ${path}`);
  const status = (input as { status?: string }).status;
  return { count: counts[status ?? 'all'] ?? 0 };
}

describe('BroadcastAudienceField', () => {
  it('offers every customer or a status, labelled, with the count as its description', async () => {
    renderWithTrpc(<Harness />, api);
    const select = screen.getByLabelText(broadcastAudienceTexts.label);
    expect(select.tagName).toBe('SELECT');
    expect((select as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: broadcastAudienceTexts.all })).toBeTruthy();
    expect(
      screen.getByRole('option', { name: broadcastAudienceTexts.byStatus('Approved') }),
    ).toBeTruthy();
    const status = await screen.findByText(broadcastAudienceTexts.count(3));
    expect(status.getAttribute('role')).toBe('status');
    const describedBy = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(broadcastAudienceTexts.count(3));
  });

  it('counts again when the choice changes, one person and nobody included', async () => {
    const { calls } = renderWithTrpc(<Harness />, api);
    await screen.findByText(broadcastAudienceTexts.count(3));
    const select = screen.getByLabelText(broadcastAudienceTexts.label);
    fireEvent.change(select, { target: { value: 'Approved' } });
    await screen.findByText('This message will reach 1 person.');
    fireEvent.change(select, { target: { value: 'Denied' } });
    await screen.findByText(broadcastAudienceTexts.none);
    fireEvent.change(select, { target: { value: '' } });
    await screen.findByText(broadcastAudienceTexts.count(3));
    expect(calls.map((c) => c.input)).toEqual([{}, { status: 'Approved' }, { status: 'Denied' }]);
  });
});
