import { type InboxMessage, validationMessages } from '@advance/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, customer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient, TestResponse } from '../testing/http-client';
import { useTestServer } from '../testing/use-test-server';

/**
 * PostgreSQL text cannot hold U+0000. Every text input is refused at the contract with one
 * message (a 400), before it can reach a query and fail there as a 500.
 */
const NUL = '\u0000';

const { server, client } = useTestServer();
let root: TestClient;
let ada: TestClient;
let applicationId: string;

beforeEach(async () => {
  root = await signedInSuperAdmin(server());
  const applied = await client().request('POST', '/api/applications', {
    json: applicationBody(),
  });
  expect(applied.status, applied.text).toBe(201);
  applicationId = (applied.body as { id: string }).id;
  ada = client();
  await signIn(ada, { email: customer.email, password: customer.password });
});

const expectNulRefused = (res: TestResponse) => {
  expect(res.status, res.text).toBe(400);
  expect((res.body as { message: string }).message).toBe(validationMessages.nulCharacter);
};

describe('a NUL character in a text input', () => {
  it('is refused in the sign-in e-mail', async () => {
    const res = await client().post('/api/login', {
      email: `ada${NUL}@example.com`,
      password: customer.password,
    });
    expectNulRefused(res);
  });

  it('is refused in a chat message', async () => {
    const started = await ada.post('/api/conversations', {});
    expect(started.status, started.text).toBe(201);
    const { id } = started.body as { id: string };
    expectNulRefused(await ada.post(`/api/conversations/${id}/messages`, { content: `hi${NUL}` }));
  });

  it('is refused in a message-centre reply', async () => {
    const reviewed = await root.request(
      'PATCH',
      `/api/admin/applications/${applicationId}/review`,
      {
        json: { status: 'Waiting approval', message: { title: 'Update', content: 'Looking' } },
      },
    );
    expect(reviewed.status, reviewed.text).toBe(200);
    const inbox = (await ada.get('/api/messages')).body as InboxMessage[];
    const message = inbox[0];
    if (!message) throw new Error('no message to reply to');
    expectNulRefused(
      await ada.post(`/api/messages/${message.id}/replies`, { content: `ok${NUL}` }),
    );
  });

  it('is refused in an announcement', async () => {
    expectNulRefused(
      await root.post('/api/admin/announcements', { title: 'Notice', content: `a${NUL}b` }),
    );
  });

  it('is refused in the admin searches', async () => {
    expectNulRefused(await root.get('/api/admin/applications?search=ada%00'));
    expectNulRefused(await root.get('/api/admin/users?search=ada%00'));
  });

  it('is refused in review notes', async () => {
    const res = await root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
      json: { status: 'Approved', reviewNotes: `fine${NUL}` },
    });
    expectNulRefused(res);
  });

  it('is refused in an id in the path, upload and download included', async () => {
    expectNulRefused(await root.get('/api/admin/applications/abc%00def'));
    expectNulRefused(
      await ada.request('PUT', '/api/uploads/abc%00def?token=t', {
        body: 'hello',
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expectNulRefused(await ada.get('/attachments/abc%00def/download'));
  });
});
