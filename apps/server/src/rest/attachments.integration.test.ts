import {
  type Attachment,
  applicationMessages,
  attachmentMessages,
  MAX_UPLOAD_BYTES,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  customerWithApplication,
  htmlBytes,
  putFile,
  requestTicket,
  samplePdf,
  samplePng,
  storedObjects,
  svgBytes,
  uploadAndAttach,
} from '../testing/documents';
import { signedInSuperAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const keyOf = (objectPath: string) => objectPath.replace('/objects/uploads/', '');
const list = async (c: TestClient, applicationId: string) => {
  const res = await c.get(`/api/applications/${applicationId}/attachments`);
  return { status: res.status, items: res.body as Attachment[] };
};
const staff = async () => {
  const root = await signedInSuperAdmin(server);
  return root;
};

describe(`customer documents on ${describeTestDb()}`, () => {
  it('uploads, lists and downloads; size, type and placement come from the server', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    expect(ticket.uploadURL).toMatch(/^http:\/\/app\.test\/api\/uploads\/[a-z2-7]+\?token=/);
    expect(ticket.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(ticket.maxBytes).toBe(MAX_UPLOAD_BYTES);

    const put = await putFile(ada, ticket.uploadURL, samplePdf, 'application/pdf');
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      objectPath: ticket.objectPath,
      fileSize: samplePdf.length,
      fileType: 'application/pdf',
    });

    // The payload lies about everything it may not decide.
    const attached = await ada.request('POST', `/api/applications/${applicationId}/attachments`, {
      json: {
        fileName: 'award letter.pdf',
        fileSize: 1,
        fileType: 'text/html',
        objectPath: ticket.objectPath,
        uploadType: 'admin',
        category: 'identity',
        visibleToUser: false,
        isRequired: true,
        description: 'My 2026 award letter',
      },
    });
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({
      applicationId,
      fileName: 'award letter.pdf',
      fileSize: samplePdf.length,
      fileType: 'application/pdf',
      objectPath: ticket.objectPath,
      uploadType: 'user_uploaded',
      category: 'supporting_document',
      visibleToUser: true,
      isRequired: false,
      description: 'My 2026 award letter',
    });

    const { items } = await list(ada, applicationId);
    expect(items.map((a) => a.fileName)).toEqual(['award letter.pdf']);

    const id = (attached.body as Attachment).id;
    const download = await ada.get(`/attachments/${id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.bytes).equals(Buffer.from(samplePdf))).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="award letter.pdf"',
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
  });

  it('attaches an upload once only', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    await putFile(ada, ticket.uploadURL, samplePdf);
    const body = { fileName: 'a.pdf', objectPath: ticket.objectPath };
    const path = `/api/applications/${applicationId}/attachments`;
    expect((await ada.request('POST', path, { json: body })).status).toBe(201);
    const again = await ada.request('POST', path, { json: body });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: attachmentMessages.objectNotFound });
    expect((await list(ada, applicationId)).items).toHaveLength(1);
  });

  it('accepts the spec empty-body POST with a JSON content type', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const res = await ada.request('POST', '/api/attachments/upload', {
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('uploadURL');
  });
});

describe(`refused uploads on ${describeTestDb()}`, () => {
  const expectNothingKept = async (objectPath: string) => {
    const names = await storedObjects(server.dataDir);
    expect(names.filter((n) => n.startsWith(keyOf(objectPath)))).toEqual([]);
  };

  it('refuses 10 MB + 1 byte with 413, keeps nothing and lists nothing', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const tooBig = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    tooBig.set(samplePdf);
    const put = await putFile(ada, ticket.uploadURL, tooBig, 'application/pdf');
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ message: attachmentMessages.tooLarge });
    await expectNothingKept(ticket.objectPath);
    const attach = await ada.request('POST', `/api/applications/${applicationId}/attachments`, {
      json: { fileName: 'big.pdf', objectPath: ticket.objectPath },
    });
    expect(attach.status).toBe(404);
    expect((await list(ada, applicationId)).items).toEqual([]);
  });

  it('counts the bytes of a chunked upload that names no size', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(samplePdf);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES) return controller.close();
        controller.enqueue(sent === 0 ? chunk : new Uint8Array(1024 * 1024));
        sent += chunk.length;
      },
    });
    const url = new URL(ticket.uploadURL);
    const res = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: {
        origin: server.origin,
        cookie: ada.cookieHeader(),
        'content-type': 'application/pdf',
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    await expectNothingKept(ticket.objectPath);
  });

  it.each([
    ['HTML', htmlBytes],
    ['SVG', svgBytes],
  ])('refuses %s bytes sent as image/png with 415 and keeps nothing', async (_name, bytes) => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const put = await putFile(ada, ticket.uploadURL, bytes, 'image/png');
    expect(put.status).toBe(415);
    expect(put.body).toEqual({ message: attachmentMessages.typeNotAllowed });
    await expectNothingKept(ticket.objectPath);
  });

  it('reads an upload that names no content type', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const url = new URL(ticket.uploadURL);
    const res = await ada.request('PUT', `${url.pathname}${url.search}`, { body: samplePdf });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fileType: 'application/pdf', fileSize: samplePdf.length });
  });

  it('refuses an empty file', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const put = await putFile(ada, ticket.uploadURL, new Uint8Array(0));
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ message: attachmentMessages.emptyFile });
  });

  it('takes the type from the bytes: a PNG named as a PDF is stored as a PNG', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const put = await putFile(ada, ticket.uploadURL, samplePng, 'application/pdf');
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ fileType: 'image/png' });
  });

  it('refuses reused, expired, foreign, signed-out and forged upload URLs', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const bob = client();
    await customerWithApplication(bob, 'bob@example.com');

    const used = await requestTicket(ada);
    expect((await putFile(ada, used.uploadURL, samplePdf)).status).toBe(200);
    const reuse = await putFile(ada, used.uploadURL, samplePdf);
    expect(reuse.status).toBe(410);
    expect(reuse.body).toEqual({ message: attachmentMessages.uploadLinkExpired });

    const expired = await requestTicket(ada);
    await server.db.db
      .updateTable('uploads')
      // Kysely's types forbid updating expires_at in app code; tests may age a row.
      .set({ expiresAt: new Date(Date.now() - 1000) } as never)
      .where('objectKey', '=', expired.objectPath.replace('/objects/', ''))
      .execute();
    expect((await putFile(ada, expired.uploadURL, samplePdf)).status).toBe(410);

    const adas = await requestTicket(ada);
    const foreign = await putFile(bob, adas.uploadURL, samplePdf);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: attachmentMessages.uploadLinkInvalid });
    expect((await putFile(client(), adas.uploadURL, samplePdf)).status).toBe(404);
    const forged = adas.uploadURL.replace(/token=[^&]+/, 'token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await putFile(ada, forged, samplePdf)).status).toBe(404);
    // None of those spent Ada's URL.
    expect((await putFile(ada, adas.uploadURL, samplePdf)).status).toBe(200);
    await expectNothingKept(expired.objectPath);
  });

  it('refuses a cross-site PUT', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    const ticket = await requestTicket(ada);
    const url = new URL(ticket.uploadURL);
    const res = await ada.request('PUT', `${url.pathname}${url.search}`, {
      body: samplePdf,
      crossSite: true,
    });
    expect(res.status).toBe(403);
  });

  it('needs a signed-in caller for an upload URL, and staff for the admin door', async () => {
    expect((await client().request('POST', '/api/attachments/upload')).status).toBe(401);
    const ada = client();
    await customerWithApplication(ada, 'ada@example.com');
    expect((await ada.request('POST', '/api/objects/upload')).status).toBe(403);
  });
});

describe(`file names on ${describeTestDb()}`, () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf', 'attachment; filename=passwd.pdf'],
    ['..\\..\\boot.ini.txt.pdf', 'boot.ini.txt.pdf', 'attachment; filename=boot.ini.txt.pdf'],
    ['a"b.pdf', 'a"b.pdf', 'attachment; filename="a\\"b.pdf"'],
    [
      'report\r\nSet-Cookie: a=b.pdf',
      'reportSet-Cookie: a=b.pdf',
      'attachment; filename="reportSet-Cookie: a=b.pdf"',
    ],
  ])('stores %j as %j and sends a safe header', async (raw, stored, header) => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const res = await uploadAndAttach(ada, applicationId, { bytes: samplePdf, name: raw });
    expect(res.status).toBe(201);
    const attachment = res.body as Attachment;
    expect(attachment.fileName).toBe(stored);
    const download = await ada.get(`/attachments/${attachment.id}/download`);
    expect(download.headers.get('content-disposition')).toBe(header);
  });

  it('cuts a long unicode name and encodes it for the header', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const raw = `${'Überweisung-😀'.repeat(40)}.pdf`;
    const res = await uploadAndAttach(ada, applicationId, { bytes: samplePdf, name: raw });
    expect(res.status).toBe(201);
    const { fileName, id } = res.body as Attachment;
    expect(fileName.length).toBeLessThanOrEqual(255);
    expect(fileName.endsWith('.pdf')).toBe(true);
    expect(fileName).not.toMatch(/[\uD800-\uDBFF]$/);
    const header = (await ada.get(`/attachments/${id}/download`)).headers.get(
      'content-disposition',
    );
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header?.split("UTF-8''")[1] ?? '')).toBe(fileName);
  });
});

describe(`who may see which document on ${describeTestDb()}`, () => {
  it('keeps B out of A documents: list, attach, download', async () => {
    const ada = client();
    const a = await customerWithApplication(ada, 'ada@example.com');
    const bob = client();
    const b = await customerWithApplication(bob, 'bob@example.com');
    const adaFile = (
      await uploadAndAttach(ada, a.applicationId, { bytes: samplePdf, name: 'a.pdf' })
    ).body as Attachment;

    const bobList = await bob.get(`/api/applications/${a.applicationId}/attachments`);
    expect(bobList.status).toBe(404);
    expect(bobList.body).toEqual({ message: applicationMessages.notFound });
    expect((await bob.get(`/attachments/${adaFile.id}/download`)).status).toBe(404);
    expect((await client().get(`/attachments/${adaFile.id}/download`)).status).toBe(404);
    expect((await client().get(`/api/applications/${a.applicationId}/attachments`)).status).toBe(
      401,
    );

    // Bob's own upload onto Ada's application.
    const bobTicket = await requestTicket(bob);
    await putFile(bob, bobTicket.uploadURL, samplePdf);
    const ontoAda = await bob.request('POST', `/api/applications/${a.applicationId}/attachments`, {
      json: { fileName: 'x.pdf', objectPath: bobTicket.objectPath },
    });
    expect(ontoAda.status).toBe(404);
    // Ada's upload (its objectPath leaked somehow) onto Bob's application.
    const adaTicket = await requestTicket(ada);
    await putFile(ada, adaTicket.uploadURL, samplePdf);
    const stolen = await bob.request('POST', `/api/applications/${b.applicationId}/attachments`, {
      json: { fileName: 'x.pdf', objectPath: adaTicket.objectPath },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ message: attachmentMessages.objectNotFound });
    expect((await list(ada, a.applicationId)).items).toHaveLength(1);
    expect((await list(bob, b.applicationId)).items).toHaveLength(0);
    // Bob cannot touch staff routes either.
    expect(
      (
        await bob.request('PATCH', `/api/admin/attachments/${adaFile.id}/visibility`, {
          json: { visibleToUser: false },
        })
      ).status,
    ).toBe(403);
    expect((await bob.request('DELETE', `/api/admin/attachments/${adaFile.id}`)).status).toBe(403);
  });

  it('answers unknown and malformed ids with 404', async () => {
    const root = await staff();
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      expect((await root.get(`/attachments/${encodeURIComponent(id)}/download`)).status).toBe(404);
      expect(
        (await root.request('DELETE', `/api/admin/attachments/${encodeURIComponent(id)}`)).status,
      ).toBe(404);
    }
  });
});

describe(`staff documents on ${describeTestDb()}`, () => {
  it('uploads as admin, hides and shows, deletes with the object, and logs it', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const root = await staff();

    const adminFile = await uploadAndAttach(
      root,
      applicationId,
      { bytes: samplePng, name: 'id-card.png', type: 'image/png' },
      { category: 'identity', description: 'Front of the ID card', uploadType: 'user_uploaded' },
      '/api/objects/upload',
    );
    expect(adminFile.status).toBe(201);
    expect(adminFile.body).toMatchObject({
      uploadType: 'admin',
      category: 'identity',
      visibleToUser: true,
      isRequired: false,
      fileType: 'image/png',
    });
    const badCategory = await uploadAndAttach(
      root,
      applicationId,
      { bytes: samplePng, name: 'x.png' },
      { category: 'supporting_document' },
      '/api/objects/upload',
    );
    expect(badCategory.status).toBe(400);
    expect(badCategory.body).toMatchObject({
      errors: { category: attachmentMessages.categoryInvalid },
    });

    const own = (
      await uploadAndAttach(ada, applicationId, { bytes: samplePdf, name: 'statement.pdf' })
    ).body as Attachment;
    expect((await list(ada, applicationId)).items).toHaveLength(2);

    const hide = await root.request('PATCH', `/api/admin/attachments/${own.id}/visibility`, {
      json: { visibleToUser: false },
    });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ id: own.id, visibleToUser: false });
    expect((await list(ada, applicationId)).items.map((a) => a.fileName)).toEqual(['id-card.png']);
    expect((await ada.get(`/attachments/${own.id}/download`)).status).toBe(404);
    const staffView = await list(root, applicationId);
    expect(staffView.items.find((a) => a.id === own.id)).toMatchObject({ visibleToUser: false });
    expect((await root.get(`/attachments/${own.id}/download`)).status).toBe(200);

    await root.request('PATCH', `/api/admin/attachments/${own.id}/visibility`, {
      json: { visibleToUser: true },
    });
    expect((await list(ada, applicationId)).items).toHaveLength(2);
    expect((await ada.get(`/attachments/${own.id}/download`)).status).toBe(200);

    const invalid = await root.request('PATCH', `/api/admin/attachments/${own.id}/visibility`, {
      json: { visibleToUser: 'no' },
    });
    expect(invalid.status).toBe(400);

    expect((await storedObjects(server.dataDir)).includes(keyOf(own.objectPath))).toBe(true);
    const removed = await root.request('DELETE', `/api/admin/attachments/${own.id}`);
    expect(removed.status).toBe(204);
    expect((await storedObjects(server.dataDir)).includes(keyOf(own.objectPath))).toBe(false);
    expect((await list(root, applicationId)).items.map((a) => a.id)).not.toContain(own.id);
    expect((await root.get(`/attachments/${own.id}/download`)).status).toBe(404);
    expect((await root.request('DELETE', `/api/admin/attachments/${own.id}`)).status).toBe(404);

    const log = (await root.get('/api/admin/logs')).body as Array<{
      action: string;
      details: { fileName?: string };
    }>;
    const fileActions = log
      .filter((e) => e.action.startsWith('attachment.'))
      .map((e) => `${e.action} ${e.details.fileName}`);
    // Staff downloaded it once while hidden; Ada's own downloads are not logged.
    expect(fileActions).toEqual([
      'attachment.deleted statement.pdf',
      'attachment.visibility_changed statement.pdf',
      'attachment.downloaded statement.pdf',
      'attachment.visibility_changed statement.pdf',
      'attachment.added statement.pdf',
      'attachment.added id-card.png',
    ]);
  });
});
