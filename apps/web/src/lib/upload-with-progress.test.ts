import { describe, expect, it, vi } from 'vitest';
import { FakeUploadRequest } from './testing/fake-upload-request';
import { isAbortError, UploadError, uploadWithProgress } from './upload-with-progress';

function start(file: Blob, signal?: AbortSignal) {
  const request = new FakeUploadRequest();
  const onProgress = vi.fn();
  const promise = uploadWithProgress({
    url: '/api/uploads/abc?token=t',
    file,
    onProgress,
    signal,
    createRequest: () => request,
  });
  return { request, onProgress, promise };
}

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('uploadWithProgress', () => {
  it('PUTs the raw file with its type and reports whole percents', async () => {
    const { request, onProgress, promise } = start(pdf);
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/uploads/abc?token=t');
    expect(request.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(request.body).toBe(pdf);

    request.progress(1, 3);
    request.progress(5, 0, false);
    request.respond(201, { objectPath: '/objects/uploads/x', fileSize: 8, fileType: 'pdf' });

    await expect(promise).resolves.toEqual({
      objectPath: '/objects/uploads/x',
      fileSize: 8,
      fileType: 'pdf',
    });
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
  });

  it('sends application/octet-stream when the browser knows no type', () => {
    const { request } = start(new Blob(['x']));
    expect(request.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('resolves without objectPath when the answer lacks one', async () => {
    const { request, promise } = start(pdf);
    request.respond(200, 'not json');
    await expect(promise).resolves.toEqual({});
  });

  it("rejects with the status and the server's message", async () => {
    const { request, promise } = start(pdf);
    request.respond(413, { message: 'File too large' }, 'Payload Too Large');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 413, message: 'File too large' });
  });

  it('falls back to the status text when the body says nothing', async () => {
    const { request, promise } = start(pdf);
    request.respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(promise).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('rejects with a null status on a network error', async () => {
    const { request, promise } = start(pdf);
    request.fail();
    await expect(promise).rejects.toMatchObject({ name: 'UploadError', status: null });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const { request, promise } = start(pdf, controller.signal);
    controller.abort();
    expect(request.aborted).toBe(true);
    const error = await promise.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request, promise } = start(pdf, controller.signal);
    expect(request.method).toBe('');
    expect(isAbortError(await promise.catch((e: unknown) => e))).toBe(true);
  });
});
