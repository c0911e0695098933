import { appRouter } from '@advance/api';
import { authMessages } from '@advance/contracts';
import { sendChatEmails } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerWithApplication } from '../testing/documents';
import { signedInSuperAdmin } from '../testing/fixtures';
import type { TestClient, TestResponse } from '../testing/http-client';
import { type LiveSocket, openLiveSocket } from '../testing/live-socket';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

/**
 * Issue 19: a staff note is private, provably. With a note carrying a unique marker on the
 * customer's own application, the marker is in no answer the customer can get: every tRPC
 * query and REST GET path (read from the router, so a new path is walked without a change
 * here), every live event on both of the customer's sockets while the note is written, and
 * every e-mail at the SMTP server. (The customer has no data download besides their own
 * uploaded documents, which notes never touch.)
 */
const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;
let sockets: LiveSocket[] = [];

const MARKER = `NOTE-MARKER-${Math.random().toString(36).slice(2)}-private`;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});
afterEach(() => {
  for (const s of sockets) s.close();
  sockets = [];
});

/** Every REST GET path with its parameters, read from the router (as response-secrets does). */
function restGetPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    parents.push(match[2]);
    paths.push(parents.join(''));
  }
  return paths.filter((p) => p.startsWith('/api/'));
}

const isQuery = (procedure: unknown): boolean =>
  typeof procedure === 'function' &&
  '_def' in procedure &&
  typeof procedure._def === 'object' &&
  procedure._def !== null &&
  'type' in procedure._def &&
  procedure._def.type === 'query';

const queryPaths = (): string[] =>
  Object.entries(appRouter._def.procedures as Record<string, unknown>)
    .filter(([, procedure]) => isQuery(procedure))
    .map(([path]) => path);

/** Both live transports of `c`, open and subscribed. */
async function openFeeds(c: TestClient, userId: string): Promise<LiveSocket[]> {
  const ws = await openLiveSocket(server, c, '/ws');
  ws.send({ type: 'authenticate', userId });
  await ws.next((m) => m.type === 'authenticated');
  const trpc = await openLiveSocket(server, c, '/trpc');
  trpc.send({ id: 1, method: 'subscription', params: { path: 'live.events', input: {} } });
  await trpc.next(
    (m) => m.id === 1 && (m.result as { type?: string } | undefined)?.type === 'started',
  );
  sockets.push(ws, trpc);
  return [ws, trpc];
}

describe(`staff notes never reach the customer on ${describeTestDb()}`, () => {
  it('no customer answer, live event or e-mail carries the note', async () => {
    const ada = client();
    const { applicationId, email } = await customerWithApplication(ada, 'ada.private@example.com');
    const me = (await ada.get('/api/auth/user')).body as { id: string };
    const feeds = await openFeeds(ada, me.id);

    // The note, by REST and by tRPC, then things the customer does see: a chat message from
    // staff (live event, and later the unread-chat e-mail) and a decision (message + mail).
    const rest = await root.post(`/api/admin/applications/${applicationId}/notes`, {
      content: `${MARKER} by REST`,
    });
    expect(rest.status, rest.text).toBe(201);
    const trpc = await root.request('POST', '/trpc/admin.notes.add', {
      json: { applicationId, content: `${MARKER} by tRPC` },
    });
    expect(trpc.status, trpc.text).toBe(200);
    const chat = await root.post('/api/admin/conversations', {
      userId: me.id,
      title: 'About your application',
      content: 'We are looking at it now.',
    });
    expect(chat.status, chat.text).toBeLessThan(300);
    const conversationId = (chat.body as { id?: string; conversation?: { id: string } }).id;
    for (const feed of feeds) {
      await feed.next((m) => JSON.stringify(m).includes('We are looking at it now.'), 5000);
    }
    const review = await root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
      json: { status: 'Waiting approval' },
    });
    expect(review.status, review.text).toBe(200);

    // Mail: the unread-chat e-mail (its clock moved past the wait) and whatever else went.
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await sendChatEmails({ ...server.runtime.deps, now: () => later })).toBe(1);
    await server.runtime.deps.outbox.flush();
    await server.smtp.waitForMail(email, 5000, (m) => m.raw.includes('support team'));

    const inbox = (await ada.get('/api/messages')).body as { id: string }[];
    const ids: Record<string, string> = {
      '/api/applications/:id': applicationId,
      '/api/messages/:id': inbox[0]?.id ?? 'x',
      '/api/conversations/:id': conversationId ?? 'x',
      '/api/admin/applications/:id': applicationId,
    };
    const concrete = (path: string) =>
      path.replace(/:\w+/g, (param, at: number) => ids[path.slice(0, at) + param] ?? 'x');
    const inputs: Record<string, unknown> = {
      'admin.applications.get': { id: applicationId },
      'admin.applications.reviews': { id: applicationId },
      'admin.notes.list': { applicationId },
      'messages.get': { id: inbox[0]?.id },
      'conversations.get': { id: conversationId },
      'attachments.list': { applicationId },
      'applications.documentRequest': { applicationId },
      'advances.get': { applicationId },
    };
    const answers: { what: string; res: TestResponse }[] = [];
    for (const path of queryPaths()) {
      const input = encodeURIComponent(JSON.stringify(inputs[path] ?? {}));
      answers.push({ what: `tRPC ${path}`, res: await ada.get(`/trpc/${path}?input=${input}`) });
    }
    for (const path of restGetPaths(server.app)) {
      if (path === '/api/logout') continue; // It would end the customer's session.
      answers.push({ what: `GET ${path}`, res: await ada.get(concrete(path)) });
    }
    // The walk reached the customer's own application and chat, and was refused the notes.
    const status = (what: string) => answers.find((a) => a.what === what)?.res.status;
    expect(status('tRPC applications.mine')).toBe(200);
    expect(status('tRPC conversations.get')).toBe(200);
    expect(status('tRPC admin.notes.list')).toBe(403);
    expect(status('GET /api/admin/applications/:id/notes')).toBe(403);

    const leaks = [
      ...answers.filter((a) => a.res.text.includes(MARKER)).map((a) => a.what),
      ...feeds.flatMap((f, i) =>
        f.messages.filter((m) => JSON.stringify(m).includes(MARKER)).map(() => `socket ${i}`),
      ),
      ...server.smtp.mails.filter((m) => m.raw.includes(MARKER)).map((m) => `mail to ${m.to}`),
    ];
    expect(leaks).toEqual([]);
    expect(server.smtp.mails.length).toBeGreaterThan(0);

    // Staff still read both notes, in order, with the author's name.
    const staffView = await root.get(`/api/admin/applications/${applicationId}/notes`);
    expect(staffView.status).toBe(200);
    expect((staffView.body as { content: string }[]).map((n) => n.content)).toEqual([
      `${MARKER} by REST`,
      `${MARKER} by tRPC`,
    ]);
  });

  it('refuses the customer on every notes path and writes nothing', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada.refused@example.com');
    const attempts = [
      await ada.get(`/api/admin/applications/${applicationId}/notes`),
      await ada.post(`/api/admin/applications/${applicationId}/notes`, { content: MARKER }),
      await ada.get(
        `/trpc/admin.notes.list?input=${encodeURIComponent(JSON.stringify({ applicationId }))}`,
      ),
      await ada.request('POST', '/trpc/admin.notes.add', {
        json: { applicationId, content: MARKER },
      }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    const signedOut = await client().get(`/api/admin/applications/${applicationId}/notes`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: authMessages.notSignedIn });
    const rows = await server.db.db.selectFrom('applicationNotes').select('id').execute();
    expect(rows).toEqual([]);
  });
});
