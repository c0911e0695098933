// @vitest-environment jsdom
import { attachmentMessages } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, REVOKE_DELAY_MS } from './download-file';

const target = { id: 'a1b2', fileName: 'Bank statement.pdf' };

function setup(respond: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(respond);
  const alert = vi.fn();
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/123');
  const revokeObjectURL = vi.fn();
  const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  const deps = { fetch, alert, createObjectURL, revokeObjectURL };
  return { deps, fetch, alert, createObjectURL, revokeObjectURL, clicked };
}

describe('downloadFile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the blob under the file name, then revokes the URL', async () => {
    const s = setup(async () => new Response('bytes', { status: 200 }));
    await expect(downloadFile(target, s.deps)).resolves.toBe(true);

    expect(s.fetch).toHaveBeenCalledWith('/attachments/a1b2/download', {
      credentials: 'same-origin',
    });
    // The bytes, whichever Blob class (Node's or jsdom's) carries them.
    expect(await s.createObjectURL.mock.calls[0]?.[0].text()).toBe('bytes');
    expect(s.clicked).toEqual([
      { href: 'blob:http://localhost/123', download: 'Bank statement.pdf', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(s.alert).not.toHaveBeenCalled();

    expect(s.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(s.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/123');
  });

  it('alerts when the server refuses', async () => {
    const s = setup(
      async () => new Response('{"message":"Attachment not found"}', { status: 404 }),
    );
    await expect(downloadFile(target, s.deps)).resolves.toBe(false);
    expect(s.alert).toHaveBeenCalledExactlyOnceWith(attachmentMessages.downloadFailed);
    expect(s.clicked).toEqual([]);
    expect(s.createObjectURL).not.toHaveBeenCalled();
  });

  it('alerts when the network fails', async () => {
    const s = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(downloadFile(target, s.deps)).resolves.toBe(false);
    expect(s.alert).toHaveBeenCalledExactlyOnceWith('Download failed. Please try again.');
  });
});
