import { activityActions } from '@advance/core';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { useTestServer } from '../testing/use-test-server';

// Its own server: the audit's once-a-minute gate per address starts empty here.
const { server, client } = useTestServer();

describe('a refused cross-origin WebSocket upgrade', () => {
  it('is written to the activity log like a refused cross-origin request', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${server().url.replace('http', 'ws')}/ws`, {
        headers: { origin: 'https://evil.example', cookie: c.cookieHeader() },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });
    expect(status).toBe(403);
    const entries = () =>
      server()
        .db.db.selectFrom('activityLog')
        .selectAll()
        .where('action', '=', activityActions.crossOriginRefused)
        .execute();
    await expect.poll(async () => (await entries()).length).toBe(1);
    expect((await entries())[0]).toMatchObject({ targetId: 'GET /ws', ipAddress: '127.0.0.1' });
  });
});
