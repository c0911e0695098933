import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type SigningGate, startSigningGate } from './sigv4-gate';

export interface TestS3Server {
  /** Endpoint to give the S3 driver: the signature-checking gate in front of s3rver. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  gate: SigningGate;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free port, with one bucket. s3rver
 * 3.7.1 checks that the access key exists but not SigV4 signatures, so every request
 * passes `startSigningGate` first: it checks the signature with the secret (written from
 * the AWS SigV4 documentation, independent of the SDK) and forwards what passes.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const bucket = 'documents';
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3rver.run();
  const gate = await startSigningGate(`http://127.0.0.1:${port}`, {
    [accessKeyId]: secretAccessKey,
  });
  return {
    endpoint: gate.url,
    bucket,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
    gate,
    close: async () => {
      await gate.close();
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
