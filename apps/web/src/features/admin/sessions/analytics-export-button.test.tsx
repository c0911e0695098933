// @vitest-environment jsdom
import { analyticsExportTexts } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { AnalyticsExportButton, analyticsExportUrl } from './analytics-export-button';

afterEach(cleanup);

describe('AnalyticsExportButton', () => {
  it('names the table and the range in the URL', () => {
    expect(analyticsExportUrl('referrers', '30d')).toBe(
      '/api/admin/analytics/export.csv?table=referrers&range=30d',
    );
  });

  it('downloads the table for the tab’s range under the server’s file name', async () => {
    const save = vi.fn();
    const fetch = vi.fn(
      async (_url: string | URL | Request) =>
        new Response('\uFEFF"path"\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="pages-7d-2026-11-28.csv"' },
        }),
    );
    renderWithTrpc(
      <AnalyticsExportButton table="pages" range="7d" deps={{ fetch, save }} />,
      () => {
        throw new Error('no tRPC call expected');
      },
    );
    fireEvent.click(screen.getByRole('button', { name: analyticsExportTexts.button.pages }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/analytics/export.csv?table=pages&range=7d');
    expect(save.mock.calls[0]?.[1]).toBe('pages-7d-2026-11-28.csv');
  });
});
