/** What the upload URL answers on success (spec part 7, Files); any field may be missing. */
export interface UploadedObject {
  objectPath?: string;
  fileSize?: number;
  fileType?: string;
}

/**
 * The upload URL refused the file (`status` set, with the server's `{ message }` or the
 * status text) or the request never completed (`status` null: offline, connection reset).
 */
export class UploadError extends Error {
  readonly status: number | null;

  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The subset of XMLHttpRequest used here, so tests can pass a fake. */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploadWithProgressOptions {
  url: string;
  file: Blob;
  /** Whole percent sent, 0–100; called only when the browser knows the total. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the transfer and rejects with an AbortError DOMException. */
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * PUTs one file to a single-use upload URL. XMLHttpRequest rather than fetch because only
 * XHR reports upload progress. The URL is same-origin, so the session cookie goes along.
 */
export function uploadWithProgress({
  url,
  file,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadWithProgressOptions): Promise<UploadedObject> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = createRequest();
    const onAbortSignal = () => request.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () =>
      settle(() => {
        const body = parseJson(request.responseText);
        if (request.status >= 200 && request.status < 300) {
          onProgress?.(100);
          resolve(uploadedObject(body));
          return;
        }
        reject(new UploadError(request.status, messageOf(body) ?? request.statusText.trim()));
      });
    request.onerror = () => settle(() => reject(new UploadError(null, '')));
    request.onabort = () => settle(() => reject(abortError()));

    signal?.addEventListener('abort', onAbortSignal, { once: true });
    request.open('PUT', url);
    // The server sniffs the real type from the bytes; this is only its hint (text vs CSV).
    request.setRequestHeader(
      'Content-Type',
      file.type === '' ? 'application/octet-stream' : file.type,
    );
    request.send(file);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page, or an empty body: nothing to read.
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

function uploadedObject(body: unknown): UploadedObject {
  if (typeof body !== 'object' || body === null) return {};
  const record: Record<string, unknown> = { ...body };
  return {
    objectPath:
      typeof record.objectPath === 'string' && record.objectPath !== ''
        ? record.objectPath
        : undefined,
    fileSize: typeof record.fileSize === 'number' ? record.fileSize : undefined,
    fileType: typeof record.fileType === 'string' ? record.fileType : undefined,
  };
}
