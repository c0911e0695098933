import {
  type Attachment,
  applicationMessages,
  type CustomerApplication,
  type DocumentRequest,
  decisionMessages,
} from '@advance/contracts';
import {
  closeOpenDocumentRequest,
  findApplicationById,
  insertDocumentItems,
  insertDocumentRequest,
  markApplicationWaitingForDocuments,
  updateApplicationStatus,
} from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerWithApplication, putFile, requestTicket, samplePdf } from '../testing/documents';
import { signedInSuperAdmin, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const db = () => server.runtime.deps.db;
const staff = async () => {
  const root = await signedInSuperAdmin(server);
  return root;
};

/**
 * What staff's review with a document request leaves behind (helper A's path): the status,
 * an open request with two items and the clock stopped. Written directly so these tests
 * judge only the checklist.
 */
async function requestDocuments(applicationId: string) {
  await updateApplicationStatus(db(), applicationId, {
    status: 'Additional Documentation Requested',
    reviewNotes: null,
    updatedAt: new Date(),
  });
  const dueDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const request = await insertDocumentRequest(db(), { applicationId, dueDate, requestedBy: null });
  const items = await insertDocumentItems(
    db(),
    request,
    [
      { category: 'identity', description: 'A photo ID' },
      { category: 'benefits', description: 'Your 2026 award letter' },
    ],
    null,
  );
  await markApplicationWaitingForDocuments(db(), applicationId, dueDate);
  return { request, items, dueDate };
}

async function uploadFor(c: TestClient, applicationId: string, documentItemId: string) {
  const ticket = await requestTicket(c);
  await putFile(c, ticket.uploadURL, samplePdf, 'application/pdf');
  return c.request('POST', `/api/applications/${applicationId}/attachments`, {
    json: { fileName: 'doc.pdf', objectPath: ticket.objectPath, documentItemId },
  });
}

const mine = async (c: TestClient) =>
  (await c.get('/api/applications')).body as CustomerApplication[];
const actions = (applicationId: string, action: string) =>
  db()
    .selectFrom('activityLog')
    .select(['action', 'details'])
    .where('targetId', '=', applicationId)
    .where('action', '=', action)
    .execute();
const base = (id: string) => `/api/admin/applications/${id}/document-request`;

describe(`document checklist, customer side, on ${describeTestDb()}`, () => {
  it('receives uploads against own items; the clock starts when the last one arrives', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items, dueDate } = await requestDocuments(applicationId);
    const [first, second] = items;
    if (!first || !second) throw new Error('items missing');

    const [listed] = await mine(ada);
    expect(listed?.documentRequest).toMatchObject({
      dueDate,
      closedAt: null,
      overdue: false,
      items: [
        { id: first.id, category: 'identity', description: 'A photo ID', state: 'pending' },
        { id: second.id, category: 'benefits', state: 'pending', attachmentId: null },
      ],
    });
    expect(listed).not.toHaveProperty('completeSince');

    const one = await uploadFor(ada, applicationId, first.id);
    expect(one.status).toBe(201);
    let row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeNull();
    expect(row?.documentsDueOn).toBe(dueDate);

    const two = await uploadFor(ada, applicationId, second.id);
    expect(two.status).toBe(201);
    row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeInstanceOf(Date);
    expect(row?.documentsDueOn).toBeNull();

    const request = (await mine(ada))[0]?.documentRequest;
    expect(request?.items.map((i) => i.state)).toEqual(['received', 'received']);
    expect(request?.items[1]?.attachmentId).toBe((two.body as Attachment).id);
    expect(request?.items[1]?.receivedAt).toEqual(expect.any(String));
    expect(await actions(applicationId, 'document_request.item_received')).toHaveLength(2);

    // A better copy replaces the received one; the item stays received.
    const again = await uploadFor(ada, applicationId, first.id);
    expect(again.status).toBe(201);
    const replaced = (await mine(ada))[0]?.documentRequest?.items[0];
    expect(replaced).toMatchObject({
      state: 'received',
      attachmentId: (again.body as Attachment).id,
    });
  });

  it('a received document that staff delete puts its item back to needed and stops the clock', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items, dueDate } = await requestDocuments(applicationId);
    const [first, second] = items;
    if (!first || !second) throw new Error('items missing');
    await uploadFor(ada, applicationId, first.id);
    const last = await uploadFor(ada, applicationId, second.id);
    expect((await findApplicationById(db(), applicationId))?.completeSince).toBeInstanceOf(Date);

    const root = await staff();
    const removed = await root.request(
      'DELETE',
      `/api/admin/attachments/${(last.body as Attachment).id}`,
    );
    expect(removed.status).toBe(204);
    const row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeNull();
    expect(row?.documentsDueOn).toBe(dueDate);
    const view = (await mine(ada))[0]?.documentRequest;
    expect(view?.items.map((i) => [i.state, i.attachmentId === null])).toEqual([
      ['received', false],
      ['pending', true],
    ]);
  });

  it('refuses an accepted item (409), another applicant’s item and closed or unknown items (404)', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items, request } = await requestDocuments(applicationId);
    const [first, second] = items;
    if (!first || !second) throw new Error('items missing');
    const root = await staff();
    expect(
      (await root.request('POST', `${base(applicationId)}/items/${first.id}/satisfy`)).status,
    ).toBe(200);

    const satisfied = await uploadFor(ada, applicationId, first.id);
    expect(satisfied.status).toBe(409);
    expect(satisfied.body).toEqual({ message: decisionMessages.itemAlreadySatisfied });

    const bob = client();
    const { applicationId: bobsApp } = await customerWithApplication(bob, 'bob@example.com');
    const crossItem = await uploadFor(bob, bobsApp, second.id);
    expect(crossItem.status).toBe(404);
    expect(crossItem.body).toEqual({ message: decisionMessages.itemNotFound });
    const crossApp = await uploadFor(bob, applicationId, second.id);
    expect(crossApp.status).toBe(404);
    expect(crossApp.body).toEqual({ message: applicationMessages.notFound });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await uploadFor(ada, applicationId, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: decisionMessages.itemNotFound });
    }

    await closeOpenDocumentRequest(db(), request.applicationId, new Date());
    expect((await uploadFor(ada, applicationId, second.id)).status).toBe(404);

    // Nothing half-written: none of the refused uploads left an attachment or a receipt.
    const files = await ada.get(`/api/applications/${applicationId}/attachments`);
    expect(files.body).toEqual([]);
    expect(await actions(applicationId, 'document_request.item_received')).toHaveLength(0);
    const bobsFiles = await bob.get(`/api/applications/${bobsApp}/attachments`);
    expect(bobsFiles.body).toEqual([]);
  });

  it('two uploads to one application at once both count, and the clock starts', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items } = await requestDocuments(applicationId);
    const results = await Promise.all(items.map((item) => uploadFor(ada, applicationId, item.id)));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeInstanceOf(Date);
    expect(row?.documentsDueOn).toBeNull();
  });
});

describe(`document checklist, staff side, on ${describeTestDb()}`, () => {
  it('answers 401 to a visitor and 403 to a customer on every staff path', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items } = await requestDocuments(applicationId);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', base(applicationId)],
      ['POST', `${base(applicationId)}/items`, { category: 'income', description: 'Pay stub' }],
      ['POST', `${base(applicationId)}/items/${items[0]?.id}/satisfy`],
    ];
    for (const [method, path, json] of calls) {
      expect((await client().request(method, path, { json })).status, path).toBe(401);
      expect((await ada.request(method, path, { json })).status, path).toBe(403);
    }
    const input = encodeURIComponent(JSON.stringify({ applicationId }));
    expect((await ada.get(`/trpc/admin.documentRequests.get?input=${input}`)).status).toBe(403);
    const row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeNull();
    expect((await mine(ada))[0]?.documentRequest?.items).toHaveLength(2);
  });

  it('reads, adds and satisfies; the clock follows', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const root = await staff();
    expect((await root.get(base(applicationId))).body).toBeNull();
    const { items } = await requestDocuments(applicationId);

    const read = await root.get(base(applicationId));
    expect(read.status).toBe(200);
    expect((read.body as DocumentRequest).items.map((i) => i.state)).toEqual([
      'pending',
      'pending',
    ]);

    for (const item of items) {
      const res = await root.request('POST', `${base(applicationId)}/items/${item.id}/satisfy`);
      expect(res.status).toBe(200);
    }
    let row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeInstanceOf(Date);

    const added = await root.request('POST', `${base(applicationId)}/items`, {
      json: { category: 'income', description: '  Last month’s bank statement  ' },
    });
    expect(added.status).toBe(201);
    const after = added.body as DocumentRequest;
    expect(after.items.map((i) => [i.state, i.description])).toEqual([
      ['satisfied', 'A photo ID'],
      ['satisfied', 'Your 2026 award letter'],
      ['pending', 'Last month’s bank statement'],
    ]);
    row = await findApplicationById(db(), applicationId);
    expect(row?.completeSince).toBeNull();
    expect(row?.documentsDueOn).toBe(after.dueDate);
    expect(await actions(applicationId, 'document_request.item_added')).toHaveLength(1);
    expect(await actions(applicationId, 'document_request.item_satisfied')).toHaveLength(2);

    // The applicant sees the new item at once.
    const customerView = (await mine(ada))[0]?.documentRequest;
    expect(customerView?.items[2]).toMatchObject({ state: 'pending', category: 'income' });
  });

  it('answers 400, 404 and 409 with the contract texts and writes nothing', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const root = await staff();
    const add = (id: string, json: unknown) => root.request('POST', `${base(id)}/items`, { json });

    // Not asking for documents: nothing to add to.
    const none = await add(applicationId, { category: 'income', description: 'Pay stub' });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: decisionMessages.requestNotActive });

    const { items } = await requestDocuments(applicationId);
    const badCategory = await add(applicationId, { category: 'selfie', description: 'x' });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body).toMatchObject({ message: decisionMessages.itemCategoryInvalid });
    const blank = await add(applicationId, { category: 'income', description: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: decisionMessages.itemDescriptionRequired });
    const long = await add(applicationId, { category: 'income', description: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: decisionMessages.itemDescriptionTooLong });

    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      expect((await root.get(base(id))).status, id).toBe(404);
      expect((await add(id, { category: 'income', description: 'Pay stub' })).status).toBe(404);
      const res = await root.request('POST', `${base(applicationId)}/items/${id}/satisfy`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: decisionMessages.itemNotFound });
    }

    // Another application's item is not this application's.
    const bob = client();
    const { applicationId: bobsApp } = await customerWithApplication(bob, 'bob@example.com');
    await requestDocuments(bobsApp);
    const cross = await root.request('POST', `${base(bobsApp)}/items/${items[0]?.id}/satisfy`);
    expect(cross.status).toBe(404);

    // Up to ten items on one request.
    for (let i = 0; i < 8; i += 1)
      expect(
        (await add(applicationId, { category: 'other', description: `Doc ${i}` })).status,
      ).toBe(201);
    const eleventh = await add(applicationId, { category: 'other', description: 'One more' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({ message: decisionMessages.tooManyItems });

    expect(await actions(applicationId, 'document_request.item_satisfied')).toHaveLength(0);
    expect(await actions(applicationId, 'document_request.item_added')).toHaveLength(8);
  });

  it('satisfying twice is a no-op; 20 at once write one activity row', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const { items } = await requestDocuments(applicationId);
    const root = await staff();
    const path = `${base(applicationId)}/items/${items[0]?.id}/satisfy`;
    const results = await Promise.all(Array.from({ length: 20 }, () => root.request('POST', path)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await actions(applicationId, 'document_request.item_satisfied')).toHaveLength(1);
    const again = await root.request('POST', path);
    expect(again.status).toBe(200);
    expect((again.body as DocumentRequest).items[0]?.state).toBe('satisfied');
    expect(await actions(applicationId, 'document_request.item_satisfied')).toHaveLength(1);
  });

  it('staff do not work the checklist of their own application', async () => {
    const root = await staff();
    const res = await root.request('POST', '/api/applications', {
      json: {
        firstName: 'Root',
        lastName: 'User',
        email: superAdmin.email,
        phone: '555-123-4567',
        zipCode: '10001',
        requestedAmount: 500,
        howOftenNeedCash: 'monthly',
        monthlyBenefit: 1450,
        benefitPaymentDay: 3,
        monthlyRentMortgage: 800,
        dateOfBirth: '1990-05-17',
      },
    });
    expect(res.status).toBe(201);
    const applicationId = (res.body as { id: string }).id;
    const { items } = await requestDocuments(applicationId);
    const satisfy = await root.request(
      'POST',
      `${base(applicationId)}/items/${items[0]?.id}/satisfy`,
    );
    expect(satisfy.status).toBe(403);
    const add = await root.request('POST', `${base(applicationId)}/items`, {
      json: { category: 'income', description: 'Pay stub' },
    });
    expect(add.status).toBe(403);
  });
});
