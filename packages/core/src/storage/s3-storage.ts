/**
 * S3-compatible object storage (decision 008, `STORAGE_DRIVER=s3`).
 *
 * Design: bytes travel over presigned PUT and GET URLs (`getSignedUrl`, valid 60 s) sent as
 * plain streaming `node:http`/`node:https` requests; only DELETE goes through the SDK client.
 * - The server streams every upload through its own size and type checks and must be able
 *   to abort the transfer midway, so the body stays an ordinary Node stream end to end.
 * - SDK `PutObject` with a stream body of unknown length either fails or switches to
 *   aws-chunked encoding with trailing checksums (the SDK's default "flexible checksums"
 *   since 2025), which many S3-compatible servers reject. A presigned PUT with a plain
 *   Content-Length body works everywhere. For the same reason the client computes and
 *   validates checksums only when an operation requires them.
 * - Uploads of unknown length are buffered in memory first: S3 needs the length up front
 *   and the caller caps uploads at 10 MB.
 *
 * The PUT signature covers Content-Type and Content-Length, so the URL only stores what
 * this process decided to store. On S3 itself, grant s3:ListBucket as well as
 * s3:GetObject: without it a missing key answers 403 instead of 404, and `get` throws
 * instead of returning null.
 */
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { onFirstUse } from '../on-first-use';
import { assertObjectKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); AWS when absent. */
  endpoint?: string | undefined;
  /** Both or neither; neither means the SDK's default chain (env, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle?: boolean | undefined;
}

/** Long enough to start one request; a URL that leaks is useless a minute later. */
const URL_TTL_SECONDS = 60;
/** Give up when no byte moved for this long before S3 answered. */
const IDLE_TIMEOUT_MS = 60_000;
/** The presigner leaves Content-Type unsigned by default; sign it so it cannot be swapped. */
const SIGNED_PUT_HEADERS = new Set(['content-type']);

/**
 * The SDK (a large module graph) is loaded at the first storage call, not at start-up: a
 * server whose documents are on local disk never loads it, and one on S3 starts sooner.
 */
async function loadSdk() {
  const [s3, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const { S3Client, DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3ServiceException } =
    s3;
  return {
    S3Client,
    DeleteObjectCommand,
    GetObjectCommand,
    PutObjectCommand,
    S3ServiceException,
    getSignedUrl: presigner.getSignedUrl,
  };
}

type Sdk = Awaited<ReturnType<typeof loadSdk>> & { client: S3Client };

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  // Checked now, so a half-set pair still fails at start-up rather than at the first upload.
  const credentials = staticCredentials(options);
  const sdk = onFirstUse<Sdk>(async () => {
    const loaded = await loadSdk();
    const client = new loaded.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { ...loaded, client };
  });

  const remove = async (key: string) => {
    const { client, DeleteObjectCommand, S3ServiceException } = await sdk.get();
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error, S3ServiceException)) throw error;
    }
  };

  const upload = async (
    key: string,
    payload: Readable | Buffer,
    contentType: string,
    length: number,
  ) => {
    const { client, getSignedUrl, PutObjectCommand } = await sdk.get();
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: length,
    });
    const url = await getSignedUrl(client, command, {
      expiresIn: URL_TTL_SECONDS,
      signableHeaders: SIGNED_PUT_HEADERS,
    });
    const headers = { 'content-type': contentType, 'content-length': String(length) };
    const response = await exchange(url, { method: 'PUT', headers }, (request) =>
      Buffer.isBuffer(payload) ? request.end(payload) : pipeline(payload, exactly(length), request),
    );
    if (!isSuccess(response)) throw await failure(response, 'PUT', key);
    response.resume();
  };

  return {
    driver: 's3',

    async put(key, body, { contentType, size }) {
      assertObjectKey(key);
      // A source that fails while being buffered rejects here, before any request is made.
      const { payload, length } =
        size === undefined ? await inMemory(body) : { payload: body, length: size };
      try {
        await upload(key, payload, contentType, length);
      } catch (error) {
        // S3 stores nothing from an aborted PUT, but S3-compatible servers that write in
        // place (s3rver among them) keep the partial bytes; the interface promises that
        // nothing is left. A failing cleanup must not hide the cause, and the caller
        // deletes again and logs.
        await remove(key).catch(() => undefined);
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertObjectKey(key);
      const { client, getSignedUrl, GetObjectCommand } = await sdk.get();
      const command = new GetObjectCommand({ Bucket: bucket, Key: key });
      const url = await getSignedUrl(client, command, { expiresIn: URL_TTL_SECONDS });
      const response = await exchange(url, { method: 'GET' }, (request) => request.end());
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      if (!isSuccess(response)) throw await failure(response, 'GET', key);
      const size = Number(response.headers['content-length']);
      if (!Number.isSafeInteger(size) || size < 0) {
        response.destroy();
        throw new Error(`S3 GET ${key}: no Content-Length in the answer`);
      }
      return { body: response, size };
    },

    async delete(key) {
      assertObjectKey(key);
      await remove(key);
    },
  };
}

async function inMemory(body: Readable): Promise<{ payload: Buffer; length: number }> {
  const payload = await buffer(body);
  return { payload, length: payload.length };
}

function staticCredentials(options: S3StorageOptions) {
  const { accessKeyId, secretAccessKey } = options;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3 storage: set both accessKeyId and secretAccessKey, or neither');
  return { accessKeyId, secretAccessKey };
}

/**
 * Passes the bytes through and fails unless there are exactly `length` of them. A short body
 * would otherwise leave S3 waiting for the rest until the idle timeout (Node's own
 * `strictContentLength` throws outside the stream, as an uncaught exception).
 */
function exactly(length: number): Transform {
  let seen = 0;
  const mismatch = () => new Error(`Upload body is not the declared ${length} bytes`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > length ? mismatch() : null, chunk);
    },
    flush(callback) {
      callback(seen === length ? null : mismatch());
    },
  });
}

const isSuccess = (response: IncomingMessage): boolean => {
  const status = response.statusCode ?? 0;
  return status >= 200 && status < 300;
};

const isMissing = (error: unknown, S3ServiceException: Sdk['S3ServiceException']): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Sends one request, its body written by `write`, and resolves with the answer's head. A
 * body stream that fails aborts the request and rejects with the stream's error.
 */
async function exchange(
  url: string,
  init: { method: 'GET' | 'PUT'; headers?: Record<string, string> },
  write: (request: ClientRequest) => unknown,
): Promise<IncomingMessage> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const request: ClientRequest = send(target, { ...init, timeout: IDLE_TIMEOUT_MS });
  request.on('timeout', () => request.destroy(new Error(`S3 ${init.method}: no progress`)));

  let answered: IncomingMessage | undefined;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (incoming: IncomingMessage) => {
      answered = incoming;
      // From here on the caller paces the body; a slow reader is not a stalled S3.
      request.setTimeout(0);
      resolve(incoming);
    });
  });
  // Awaited below, unless the body's own error is the one worth reporting.
  response.catch(() => undefined);

  try {
    await write(request);
  } catch (error) {
    // A server that refuses early (bad signature) breaks the pipe; its refusal says more.
    // Never trade the error for a success: the body did not get through whole.
    if (!answered || isSuccess(answered)) throw error;
  }
  return response;
}

/** An Error naming the status and the start of S3's explanation (XML with a Code). */
async function failure(response: IncomingMessage, method: string, key: string): Promise<Error> {
  let text = '';
  response.setEncoding('utf8');
  try {
    for await (const chunk of response) {
      text += chunk;
      if (text.length >= 300) break;
    }
  } catch {
    // The status alone still explains the failure.
  }
  const excerpt = text
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  return new Error(`S3 ${method} ${key} failed: HTTP ${response.statusCode} ${excerpt}`.trim());
}
