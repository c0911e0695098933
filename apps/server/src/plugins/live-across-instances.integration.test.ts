import { ensureSuperAdmin } from '@advance/core';
import { createDb, type DbHandle } from '@advance/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { openLiveSocket } from '../testing/live-socket';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Two app instances on one PostgreSQL, as behind a load balancer: a message sent through
// one reaches a customer connected to the other (LISTEN/NOTIFY behind the live feed).
// PGlite is one process by nature, so this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const { server: first, client } = useTestServer();
let secondDb: DbHandle | undefined;
let second: TestServer | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  secondDb = await createDb({ databaseUrl: first().db.databaseUrl ?? '', poolSize: 3 });
  second = await startTestServer({}, { database: secondDb });
});
afterAll(async () => {
  await second?.close();
  await secondDb?.close();
});

describe.runIf(onPostgres)('live delivery across two instances on PostgreSQL', () => {
  it('delivers a staff message sent on instance A to a customer socket on instance B', async () => {
    if (!second) throw new Error('second instance missing');
    await createCustomer(client());
    await ensureSuperAdmin(first().runtime.deps);
    const ada = client();
    await signIn(ada, customer);
    const root = client();
    await signIn(root, superAdmin);
    const conversation = (await ada.request('POST', '/api/conversations')).body as { id: string };
    const me = (await ada.get('/api/auth/user')).body as { id: string };

    // Ada's browser talks to instance B with the same session cookie.
    const onB = new TestClient(second.url, second.origin);
    const socket = await openLiveSocket(
      second,
      Object.assign(onB, { cookieHeader: () => ada.cookieHeader() }),
      '/ws',
    );
    socket.send({ type: 'authenticate', userId: me.id });
    await socket.next((m) => m.type === 'authenticated');

    const sent = await root.request('POST', `/api/conversations/${conversation.id}/messages`, {
      json: { content: 'Hello from instance A' },
    });
    expect(sent.status).toBe(201);
    const event = await socket.next((m) => m.type === 'new_message');
    expect(event).toMatchObject({
      conversationId: conversation.id,
      message: { content: 'Hello from instance A', senderType: 'admin' },
    });
    socket.close();
  });
});
