import { appRouter } from '@advance/api';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applicationBody, createCustomer, customer, signIn, superAdmin } from './testing/fixtures';
import type { TestClient, TestResponse } from './testing/http-client';
import { useTestServer } from './testing/use-test-server';

/**
 * Issue 13, "declared outputs": whatever a select returns, no answer carries a password
 * hash, a secret or a token. Every tRPC query and every REST GET path is called, as staff
 * and as a customer, over real HTTP after seed data touched every account-bearing table;
 * the writes that answer with users are read the same way.
 */
const { server, client } = useTestServer();

/** A key that names a secret, in any casing or spelling (`password_hash`, `secretHash`, `token`). */
const SECRET_KEY = /password|secret|hash|^token$|token$|^salt$/i;
/** Values that are secrets whatever key carries them. */
const SECRET_VALUE = /\$argon2(id|i|d)\$|password_hash|passwordHash|secret_hash|secretHash/;

function secretsIn(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) found.push(`${path}: ${value.slice(0, 60)}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      secretsIn(item, `${path}[${i}]`, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) found.push(`${path}.${key}`);
      secretsIn(item, `${path}.${key}`, found);
    }
  }
  return found;
}

/** Every REST GET path with its parameters, read from the router (static files left out). */
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

/** A procedure as the router holds it at run time (its record is flat, keyed by path). */
const isQuery = (procedure: unknown): boolean =>
  typeof procedure === 'function' &&
  '_def' in procedure &&
  typeof procedure._def === 'object' &&
  procedure._def !== null &&
  'type' in procedure._def &&
  procedure._def.type === 'query';

/** Every tRPC query path, read from the router, so a new one is walked without a change here. */
const queryPaths = (): string[] =>
  Object.entries(appRouter._def.procedures as Record<string, unknown>)
    .filter(([, procedure]) => isQuery(procedure))
    .map(([path]) => path);

describe(`responses never carry secrets (${describeTestDb()})`, () => {
  it('walks every query and GET path as staff and as a customer', async () => {
    const app = server().app;
    await ensureSuperAdmin(server().runtime.deps);
    const answers: { who: string; what: string; res: TestResponse }[] = [];
    const keep = (who: string, what: string, res: TestResponse) => {
      answers.push({ who, what, res });
      return res;
    };

    // Seed: a customer with an application, a chat, a review message, a staff-started
    // conversation and an announcement.
    const staff = client();
    keep('staff', 'POST /api/login', await signIn(staff, superAdmin));
    const ada = client();
    await createCustomer(ada);
    keep('customer', 'POST /api/login', await signIn(ada, customer));
    const submitted = keep(
      'customer',
      'POST /api/applications',
      await ada.request('POST', '/api/applications', { json: applicationBody() }),
    );
    expect(submitted.status).toBe(201);
    const application = submitted.body as { id: string; userId: string };
    const started = keep(
      'customer',
      'POST /api/conversations',
      await ada.post('/api/conversations'),
    );
    const conversation = started.body as { id: string };
    keep(
      'customer',
      'POST /api/conversations/:id/messages',
      await ada.post(`/api/conversations/${conversation.id}/messages`, { content: 'Hello' }),
    );
    keep(
      'staff',
      'PATCH /api/admin/applications/:id/review',
      await staff.request('PATCH', `/api/admin/applications/${application.id}/review`, {
        json: { status: 'Approved', message: { title: 'Approved', content: 'Welcome aboard' } },
      }),
    );
    keep(
      'staff',
      'POST /api/admin/conversations',
      await staff.post('/api/admin/conversations', {
        userId: application.userId,
        title: 'Documents',
        content: 'Please send a bank statement',
      }),
    );
    keep(
      'staff',
      'POST /api/admin/announcements',
      await staff.post('/api/admin/announcements', { title: 'Hi', content: 'Open today' }),
    );
    const inbox = (await ada.get('/api/messages')).body as { id: string }[];
    const messageId = inbox[0]?.id;
    expect(messageId).toBeDefined();

    const ids: Record<string, string> = {
      '/api/applications/:id': application.id,
      '/api/admin/applications/:id': application.id,
      '/api/admin/messages/:id': messageId ?? '',
      '/api/messages/:id': messageId ?? '',
      '/api/conversations/:id': conversation.id,
      '/api/sessions/:sessionId': '00000000-0000-0000-0000-000000000000',
    };
    const concrete = (path: string) =>
      path.replace(/:\w+/g, (param, at: number) => ids[path.slice(0, at) + param] ?? 'x');
    const inputs: Record<string, unknown> = {
      'admin.applications.get': { id: application.id },
      'admin.applications.reviews': { id: application.id },
      'admin.messages.get': { id: messageId },
      'messages.get': { id: messageId },
      'conversations.get': { id: conversation.id },
      'attachments.list': { applicationId: application.id },
      'auth.userByEmail': { email: customer.email },
      'tracker.getSession': { sessionId: '00000000-0000-0000-0000-000000000000' },
    };

    const readers: [string, TestClient][] = [
      ['staff', staff],
      ['customer', ada],
    ];
    for (const [who, reader] of readers) {
      for (const path of queryPaths()) {
        const input = encodeURIComponent(JSON.stringify(inputs[path] ?? {}));
        keep(who, `tRPC ${path}`, await reader.get(`/trpc/${path}?input=${input}`));
      }
      for (const path of restGetPaths(app)) {
        if (path === '/api/logout') continue; // It would end the reader's session.
        if (path === '/api/openapi.json') continue; // Names fields (`password`), holds no values.
        const url = path === '/api/user-by-email' ? `${path}?email=${customer.email}` : path;
        keep(who, `GET ${path}`, await reader.get(concrete(url)));
      }
    }

    // The walk reached the account-bearing answers it is meant to check.
    const answered = (who: string, what: string) =>
      answers.find((a) => a.who === who && a.what === what)?.res.status;
    for (const what of [
      'tRPC auth.me',
      'tRPC admin.users.list',
      'tRPC admin.applications.list',
      'tRPC admin.applications.get',
      'tRPC admin.conversations.list',
      'tRPC admin.logs.list',
      'tRPC admin.messages.get',
      'GET /api/admin/users',
      'GET /api/auth/user',
    ]) {
      expect(answered('staff', what), what).toBe(200);
    }
    for (const what of ['tRPC conversations.get', 'tRPC applications.mine', 'tRPC messages.get']) {
      expect(answered('customer', what), what).toBe(200);
    }

    const sessionSecrets = [staff, ada].flatMap((c) => {
      const header = c.cookieHeader();
      return header ? header.split('; ').map((pair) => pair.split('=').slice(1).join('=')) : [];
    });
    const leaks = answers.flatMap(({ who, what, res }) => {
      const found = secretsIn(res.body, `${who} ${what}`, []);
      for (const secret of sessionSecrets) {
        if (secret && res.text.includes(secret)) found.push(`${who} ${what}: a session token`);
      }
      return found;
    });
    expect(leaks).toEqual([]);
  });
});
