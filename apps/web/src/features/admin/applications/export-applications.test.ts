import { accountAdminMessages, mfaMessages } from '@advance/contracts';
import { describe, expect, it, vi } from 'vitest';
import { isStepUpRequired } from '../../auth/step-up';
import { exportApplicationsCsv, exportUrl } from './export-applications';

describe('exportUrl', () => {
  it('carries the tab’s filters, leaving out "all" and an empty search', () => {
    expect(exportUrl({ status: 'all' })).toBe('/api/admin/applications/export.csv');
    expect(exportUrl({ search: 'rosa & co', status: 'Approved' })).toBe(
      '/api/admin/applications/export.csv?search=rosa+%26+co&status=Approved',
    );
    expect(exportUrl({ status: 'all', incomplete: true })).toBe(
      '/api/admin/applications/export.csv?incomplete=true',
    );
    expect(exportUrl({ status: 'all', incomplete: false })).toBe(
      '/api/admin/applications/export.csv',
    );
  });
});

describe('exportApplicationsCsv', () => {
  it('saves the body under the server’s dated file name', async () => {
    const save = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="applications-2026-11-28.csv"' },
        }),
    );
    await exportApplicationsCsv({ status: 'all' }, { fetch, save });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'applications-2026-11-28.csv');
  });

  it('saves the body under the export file name when the server names none', async () => {
    const save = vi.fn();
    const fetch = vi.fn(async () => new Response('a,b\n', { status: 200 }));
    await exportApplicationsCsv({ status: 'all' }, { fetch, save });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), accountAdminMessages.exportFileName);
  });

  it('throws the server’s message, so a step-up refusal is recognised', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: mfaMessages.stepUpRequired }), { status: 403 }),
    );
    const failure = await exportApplicationsCsv({ status: 'all' }, { fetch, save: vi.fn() }).catch(
      (error: unknown) => error,
    );
    expect(isStepUpRequired(failure)).toBe(true);
  });

  it('falls back to its own text when the answer is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(
      exportApplicationsCsv({ status: 'all' }, { fetch, save: vi.fn() }),
    ).rejects.toThrow(accountAdminMessages.exportFailed);
  });
});
