import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningGate } from '../testing/sigv4-gate';
import { describeStorageContract } from '../testing/storage-contract';
import { startTestS3Server, type TestS3Server } from '../testing/test-s3-server';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/* A real S3-compatible server behind a SigV4-checking gate: see testing/test-s3-server.ts. */
let s3: TestS3Server;
let gate: SigningGate;

beforeAll(async () => {
  s3 = await startTestS3Server();
  gate = s3.gate;
});

afterAll(() => s3?.close());

const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: s3.bucket,
  region: s3.region,
  endpoint: s3.endpoint,
  forcePathStyle: true,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  ...overrides,
});

describeStorageContract('s3', async () => ({
  storage: createS3Storage(options()),
  cleanup: async () => {},
}));

describe('s3 storage', () => {
  const newKey = () => `uploads/${randomUUID()}`;
  const body = (text: string) => Readable.from([Buffer.from(text)]);

  it('uploads over a presigned PUT URL that expires within 60 s', async () => {
    const key = newKey();
    gate.seen.length = 0;
    await createS3Storage(options()).put(key, body('doc'), { contentType: 'text/plain', size: 3 });

    const put = gate.seen.find((request) => request.method === 'PUT');
    const url = new URL(put?.url ?? '', gate.url);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    // Content-Type is signed: the URL stores only what this server decided to store.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    // Plain body: no aws-chunked encoding, no trailing checksum.
    expect(put?.headers['content-encoding']).toBeUndefined();
    expect(put?.headers['x-amz-trailer']).toBeUndefined();
    expect(put?.headers['content-length']).toBe('3');
  });

  it('refuses requests signed with the wrong secret', async () => {
    const storage = createS3Storage(options({ secretAccessKey: 'not-the-secret' }));
    await expect(
      storage.put(newKey(), body('doc'), { contentType: 'text/plain', size: 3 }),
    ).rejects.toThrow(/HTTP 403.*SignatureDoesNotMatch/);
    await expect(storage.get(newKey())).rejects.toThrow(/HTTP 403/);
    await expect(storage.delete(newKey())).rejects.toThrow();
  });

  it('needs the gate: s3rver alone accepts a wrong secret', async () => {
    // If this starts failing, s3rver checks signatures itself and the gate can go.
    const { port } = new URL(gate.upstream);
    const storage = createS3Storage(
      options({ endpoint: `http://127.0.0.1:${port}`, secretAccessKey: 'not-the-secret' }),
    );
    const key = newKey();
    await storage.put(key, body('doc'), { contentType: 'text/plain', size: 3 });
    expect((await storage.get(key))?.size).toBe(3);
  });

  it('stores the Content-Type it was given', async () => {
    const key = newKey();
    await createS3Storage(options()).put(key, body('%PDF-'), {
      contentType: 'application/pdf',
      size: 5,
    });
    const client = new S3Client({
      region: s3.region,
      endpoint: gate.url,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    client.destroy();
  });

  it('reports a refusal with its status and S3 error code', async () => {
    const storage = createS3Storage(options({ bucket: 'no-such-bucket' }));
    await expect(
      storage.put(newKey(), body('doc'), { contentType: 'text/plain', size: 3 }),
    ).rejects.toThrow(/HTTP 404.*NoSuchBucket/);
  });

  it('needs both static credentials or neither', () => {
    expect(() => createS3Storage(options({ secretAccessKey: undefined }))).toThrow(/both/);
  });
});
