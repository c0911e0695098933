import { MAX_UPLOAD_BYTES } from '@advance/contracts';
import { describe, expect, it, vi } from 'vitest';
import { UploadError } from '../../lib/upload-with-progress';
import { runUpload, type UploadSteps } from './upload-flow';

const file = { size: 1234 };
const stored = { objectPath: '/objects/uploads/1', fileSize: 1234, fileType: 'application/pdf' };

function steps(overrides: Partial<UploadSteps> = {}) {
  return {
    requestTicket: vi.fn<UploadSteps['requestTicket']>(async () => ({ uploadURL: '/u?token=t' })),
    transfer: vi.fn<UploadSteps['transfer']>(async () => stored),
    attach: vi.fn<UploadSteps['attach']>(async () => ({ id: 'a1' })),
    ...overrides,
  };
}

describe('runUpload', () => {
  it('requests a URL, sends the file, then attaches what was stored', async () => {
    const s = steps();
    await expect(runUpload(file, s)).resolves.toEqual({ ok: true });
    expect(s.transfer).toHaveBeenCalledWith('/u?token=t');
    expect(s.attach).toHaveBeenCalledWith(stored);
  });

  it('sends nothing for a file over the limit', async () => {
    const s = steps();
    const result = await runUpload({ size: MAX_UPLOAD_BYTES + 1 }, s);
    expect(result).toEqual({ ok: false, failure: { kind: 'too_large' } });
    expect(s.requestTicket).not.toHaveBeenCalled();
    await expect(runUpload({ size: MAX_UPLOAD_BYTES }, steps())).resolves.toEqual({ ok: true });
  });

  it('stops when the URL cannot be had', async () => {
    const error = new Error('down');
    const s = steps({ requestTicket: vi.fn(() => Promise.reject(error)) });
    await expect(runUpload(file, s)).resolves.toEqual({
      ok: false,
      failure: { kind: 'prepare_failed', error },
    });
    expect(s.transfer).not.toHaveBeenCalled();

    const empty = steps({ requestTicket: vi.fn(async () => ({ uploadURL: '' })) });
    await expect(runUpload(file, empty)).resolves.toEqual({
      ok: false,
      failure: { kind: 'no_upload_url' },
    });
  });

  it('stops when the transfer fails or names no object', async () => {
    const error = new UploadError(415, 'This file type is not allowed.');
    const refused = steps({ transfer: vi.fn(() => Promise.reject(error)) });
    await expect(runUpload(file, refused)).resolves.toEqual({
      ok: false,
      failure: { kind: 'transfer_failed', error },
    });
    expect(refused.attach).not.toHaveBeenCalled();

    const nameless = steps({ transfer: vi.fn(async () => ({ fileSize: 3 })) });
    await expect(runUpload(file, nameless)).resolves.toEqual({
      ok: false,
      failure: { kind: 'no_object_path' },
    });
  });

  it('reports a failed attach', async () => {
    const error = new Error('nope');
    const s = steps({ attach: vi.fn(() => Promise.reject(error)) });
    await expect(runUpload(file, s)).resolves.toEqual({
      ok: false,
      failure: { kind: 'attach_failed', error },
    });
  });

  it('is cancelled, silently, when the screen goes away', async () => {
    const controller = new AbortController();
    const s = steps({
      transfer: vi.fn(() => {
        controller.abort();
        return Promise.reject(new DOMException('cancelled', 'AbortError'));
      }),
    });
    await expect(runUpload(file, s, controller.signal)).resolves.toEqual({
      ok: false,
      failure: { kind: 'cancelled' },
    });
    expect(s.attach).not.toHaveBeenCalled();
  });
});
