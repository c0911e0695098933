import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadTicket } from '@advance/contracts';
import { applicationBody, createCustomer, signIn } from './fixtures';
import type { TestClient, TestResponse } from './http-client';

/** Tiny but real files: the server decides the type from these bytes. */
export const samplePdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const samplePng = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
]);
export const htmlBytes = new TextEncoder().encode(
  '<!DOCTYPE html><html><script>alert(document.cookie)</script></html>',
);
export const svgBytes = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

/** A signed-in customer with one application; returns its id. */
export async function customerWithApplication(
  client: TestClient,
  email: string,
): Promise<{ applicationId: string; email: string; password: string }> {
  const account = await createCustomer(client, { email });
  await signIn(client, account);
  const res = await client.request('POST', '/api/applications', {
    json: applicationBody({ email, password: account.password }),
  });
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${res.text}`);
  return { applicationId: (res.body as { id: string }).id, email, password: account.password };
}

export async function requestTicket(
  client: TestClient,
  path = '/api/attachments/upload',
): Promise<UploadTicket> {
  const res = await client.request('POST', path);
  if (res.status !== 200) throw new Error(`upload URL failed: ${res.status} ${res.text}`);
  return res.body as UploadTicket;
}

/** PUTs to an upload URL the way a browser would: the URL's path on our test server. */
export function putFile(
  client: TestClient,
  uploadURL: string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): Promise<TestResponse> {
  const url = new URL(uploadURL);
  return client.request('PUT', `${url.pathname}${url.search}`, {
    body: bytes,
    headers: { 'content-type': contentType },
  });
}

/** Steps 1–3 of the upload flow; returns the attach response. */
export async function uploadAndAttach(
  client: TestClient,
  applicationId: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  extra: Record<string, unknown> = {},
  ticketPath?: string,
): Promise<TestResponse> {
  const ticket = await requestTicket(client, ticketPath);
  const put = await putFile(client, ticket.uploadURL, file.bytes, file.type);
  if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${put.text}`);
  return client.request('POST', `/api/applications/${applicationId}/attachments`, {
    json: { fileName: file.name, objectPath: ticket.objectPath, ...extra },
  });
}

/** What the local driver holds: no object, and no partial file, may outlive a refusal. */
export async function storedObjects(dataDir: string): Promise<string[]> {
  try {
    return await readdir(join(dataDir, 'objects', 'uploads'));
  } catch {
    return [];
  }
}
