import type { Attachment } from '@advance/contracts';
import { startTestS3Server } from '@advance/core/testing';
import { describeTestDb } from '@advance/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  customerWithApplication,
  htmlBytes,
  putFile,
  requestTicket,
  samplePdf,
  uploadAndAttach,
} from '../testing/documents';
import { signedInSuperAdmin } from '../testing/fixtures';
import { useTestServer } from '../testing/use-test-server';

// The same flow as attachments.integration.test.ts, with documents in a real
// S3-compatible server (s3rver behind a SigV4-checking gate) instead of local disk.
const s3 = await startTestS3Server();
afterAll(() => s3.close());

const { server, client } = useTestServer({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});

const objectKey = (objectPath: string) => objectPath.replace('/objects/', '');
const exists = async (key: string) => {
  const object = await server().runtime.deps.storage.get(key);
  object?.body.destroy();
  return object !== null;
};

describe(`documents in S3-compatible storage on ${describeTestDb()}`, () => {
  it('uploads, downloads and deletes through the S3 driver', async () => {
    expect(server().runtime.deps.storage.driver).toBe('s3');
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const attached = await uploadAndAttach(ada, applicationId, {
      bytes: samplePdf,
      name: 'award.pdf',
      type: 'application/pdf',
    });
    expect(attached.status).toBe(201);
    const file = attached.body as Attachment;
    expect(await exists(objectKey(file.objectPath))).toBe(true);

    const download = await ada.get(`/attachments/${file.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.bytes).equals(Buffer.from(samplePdf))).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    const root = await signedInSuperAdmin(server());
    expect((await root.request('DELETE', `/api/admin/attachments/${file.id}`)).status).toBe(204);
    expect(await exists(objectKey(file.objectPath))).toBe(false);
  });

  it('keeps nothing in the bucket when the type is refused', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    expect((await putFile(ada, ticket.uploadURL, htmlBytes, 'image/png')).status).toBe(415);
    expect(await exists(objectKey(ticket.objectPath))).toBe(false);
  });
});
