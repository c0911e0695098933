import { findResetLink, hasResetLink } from '@advance/core/testing';
import { describeTestDb } from '@advance/db/testing';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicant, useAdvanceWorld } from '../testing/advance-fixtures';
import { samplePdf, uploadAndAttach } from '../testing/documents';
import { customer, signIn } from '../testing/fixtures';
import { SoftAuthenticator } from '../testing/soft-authenticator';
import { genericSchemaRoutes } from './document';
import { restRoutes } from './routes';

const world = useAdvanceWorld();

type Doc = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** Every route Fastify registered, as `METHOD /path/{param}`, read from its route tree. */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:([\w|:]+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

const documentRoutes = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

let doc: Doc;
// After the world's own beforeEach, which fills it.
beforeEach(async () => {
  // The document is public: a visitor's plain GET, cacheable.
  const res = await world.server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  doc = res.json() as Doc;
});

describe(`the OpenAPI document on ${describeTestDb()}`, () => {
  it('describes every REST route Fastify registered under /api, and nothing else', () => {
    const registered = registeredRoutes(
      world.server.app.printRoutes({ commonPrefix: false }),
    ).filter((route) => route.split(' ')[1]?.startsWith('/api'));
    expect(registered.length).toBeGreaterThan(80);
    const documented = documentRoutes(doc);
    // The route tree merges parameter names at one position (`:sessionId|:id`), so the two
    // lists are compared with parameters unnamed; hasRoute then checks each exact name.
    const unnamed = (routes: string[]) =>
      [...new Set(routes.map((route) => route.replace(/\{[^/]*\}/g, '{}')))].sort();
    expect(unnamed(documented.filter((r) => r.split(' ')[1]?.startsWith('/api')))).toEqual(
      unnamed(registered),
    );
    // Every documented path exists as written (the download, outside /api, too).
    for (const route of documented) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      expect(world.server.app.hasRoute({ method, url }), route).toBe(true);
    }
    expect(documented.length).toBe(restRoutes.length);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('states the error shape, the session cookie and the Origin header', () => {
    const review = doc.paths['/api/admin/applications/{id}/review']?.patch as {
      parameters: { in: string; name: string; required?: boolean }[];
      security: unknown[];
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      requestBody: { content: Record<string, { schema: { properties?: object } }> };
    };
    expect(review.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'id', required: true }),
        // Optional: a request with an API token and no cookie needs none (issue 21).
        expect.objectContaining({ in: 'header', name: 'origin' }),
      ]),
    );
    expect(review.security).toEqual([{ session: [] }, { apiToken: ['applications:review'] }]);
    const logout = doc.paths['/api/logout']?.post as typeof review;
    expect(logout.security).toEqual([{}, { session: [] }]);
    expect(logout.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'origin', required: true }),
      ]),
    );
    expect(review.responses['403']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    // The body is the procedure's input less the path's id.
    const body = review.requestBody.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toContain('status');
    expect(Object.keys(body?.properties ?? {})).not.toContain('id');
  });

  it('falls back to a generic schema only for the tracker and the upload receipt (decision 028)', () => {
    const generic = genericSchemaRoutes();
    expect(generic).toContain('PUT /api/uploads/{id}: output (upload receipt)');
    expect(
      generic.filter((entry) => !/\(tracker\.\w+\)$/.test(entry) && !/upload receipt/.test(entry)),
    ).toEqual([]);
  });
});

describe(`real answers match their declared schemas on ${describeTestDb()}`, () => {
  const validator = () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(doc as object, 'openapi.json');
    return (method: string, path: string, status: number, body: unknown) => {
      const pointer = [
        'paths',
        path,
        method,
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      ]
        .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      const check = ajv.compile({ $ref: `openapi.json#/${pointer}` });
      const valid = check(body);
      expect(valid, `${method} ${path}: ${ajv.errorsText(check.errors)}`).toBe(true);
      // The schema is a real one: the same answer with a field of the wrong type fails.
      if (Array.isArray(body) ? body.length : body && typeof body === 'object') {
        const broken = structuredClone(body) as Record<string, unknown> | Record<string, unknown>[];
        const target = Array.isArray(broken) ? (broken[0] as Record<string, unknown>) : broken;
        // Loose objects (the WebAuthn options) take any extra key: break one they name.
        const key = ['user', 'message', 'challenge'].find((k) => k in target) ?? 'id';
        target[key] = 12345;
        expect(check(broken), `${method} ${path} accepted a broken body`).toBe(false);
      }
    };
  };

  it('sign-in, my applications and the admin lists', async () => {
    const matches = validator();
    const ada = await applicant(world, 'Ada');

    const login = await world
      .client()
      .post('/api/login', { email: ada.email, password: customer.password });
    expect(login.status).toBe(200);
    matches('post', '/api/login', 200, login.body);

    const me = await ada.browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    matches('get', '/api/auth/user', 200, me.body);

    const mine = await ada.browser.get('/api/applications');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    matches('get', '/api/applications', 200, mine.body);

    const list = await world.root.get('/api/admin/applications');
    expect(list.status).toBe(200);
    matches('get', '/api/admin/applications', 200, list.body);

    const users = await world.root.get('/api/admin/users');
    expect(users.status).toBe(200);
    matches('get', '/api/admin/users', 200, users.body);

    const one = await world.root.get(`/api/admin/applications/${ada.applicationId}`);
    expect(one.status).toBe(200);
    matches('get', '/api/admin/applications/{id}', 200, one.body);

    // An error answer has the declared error shape.
    const refused = await ada.browser.get('/api/admin/applications');
    expect(refused.status).toBe(403);
    matches('get', '/api/admin/applications', 403, refused.body);
    const invalid = await world.client().post('/api/login', {});
    expect(invalid.status).toBe(400);
    matches('post', '/api/login', 400, invalid.body);

    // Issue 21: the token paths, and a call made with a token.
    const created = await world.root.post('/api/auth/tokens', {
      name: 'OpenAPI check',
      scopes: ['applications:read'],
      expiresInDays: 7,
    });
    expect(created.status).toBe(201);
    matches('post', '/api/auth/tokens', 201, created.body);
    matches('get', '/api/auth/tokens', 200, (await world.root.get('/api/auth/tokens')).body);
    matches('get', '/api/admin/tokens', 200, (await world.root.get('/api/admin/tokens')).body);
    const script = await fetch(`${world.server.url}/api/admin/applications`, {
      headers: { authorization: `Bearer ${(created.body as { token: string }).token}` },
    });
    expect(script.status).toBe(200);
    matches('get', '/api/admin/applications', 200, await script.json());

    // Visitor analytics, as a token with analytics:read reads them.
    for (const path of [
      '/api/admin/analytics/sessions',
      '/api/admin/analytics/pages',
      '/api/admin/analytics/referrers',
    ]) {
      const res = await world.root.get(`${path}?range=all`);
      expect(res.status).toBe(200);
      matches('get', path, 200, res.body);
    }

    // A customer signs in too (the staff sign-in went through the second factor).
    const again = world.client();
    await signIn(again, { email: ada.email, password: customer.password });
    matches('get', '/api/auth/user', 200, (await again.get('/api/auth/user')).body);
  });

  it('the Message Center, announcements, chat, documents, the log and account security', async () => {
    const matches = validator();
    const ada = await applicant(world, 'Ada');
    const { root } = world;

    // Reviews (one with a message for Ada) and the activity log.
    const reviewed = await root.request(
      'PATCH',
      `/api/admin/applications/${ada.applicationId}/review`,
      {
        json: {
          status: 'Waiting approval',
          reviewNotes: 'Checked the income.',
          message: { title: 'We are on it', content: 'Your application is being checked.' },
        },
      },
    );
    expect(reviewed.status, reviewed.text).toBe(200);
    const reviews = await root.get(`/api/admin/applications/${ada.applicationId}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toHaveLength(1);
    matches('get', '/api/admin/applications/{id}/reviews', 200, reviews.body);
    const logs = await root.get('/api/admin/logs');
    expect(logs.status).toBe(200);
    expect((logs.body as unknown[]).length).toBeGreaterThan(0);
    matches('get', '/api/admin/logs', 200, logs.body);

    // Documents: both upload doors, attach, list, visibility.
    for (const [who, path] of [
      [ada.browser, '/api/attachments/upload'],
      [root, '/api/objects/upload'],
    ] as const) {
      const ticket = await who.post(path);
      expect(ticket.status).toBe(200);
      matches('post', path, 200, ticket.body);
    }
    const attached = await uploadAndAttach(ada.browser, ada.applicationId, {
      bytes: samplePdf,
      name: 'award.pdf',
    });
    expect(attached.status, attached.text).toBe(201);
    matches('post', '/api/applications/{id}/attachments', 201, attached.body);
    const documents = await root.get(`/api/applications/${ada.applicationId}/attachments`);
    expect(documents.body).toHaveLength(1);
    matches('get', '/api/applications/{id}/attachments', 200, documents.body);
    const hidden = await root.request(
      'PATCH',
      `/api/admin/attachments/${(attached.body as { id: string }).id}/visibility`,
      { json: { visibleToUser: false } },
    );
    expect(hidden.status, hidden.text).toBe(200);
    matches('patch', '/api/admin/attachments/{id}/visibility', 200, hidden.body);

    // Announcements.
    const announced = await root.post('/api/admin/announcements', {
      title: 'Maintenance',
      content: 'Short downtime tonight.',
      type: 'maintenance',
    });
    expect(announced.status, announced.text).toBe(201);
    matches('post', '/api/admin/announcements', 201, announced.body);
    const active = await ada.browser.get('/api/announcements');
    expect(active.body).toHaveLength(1);
    matches('get', '/api/announcements', 200, active.body);
    const switched = await root.request(
      'PATCH',
      `/api/admin/announcements/${(announced.body as { id: string }).id}`,
      { json: { isActive: false } },
    );
    expect(switched.status, switched.text).toBe(200);
    matches('patch', '/api/admin/announcements/{id}', 200, switched.body);
    const announcements = await root.get('/api/admin/announcements');
    matches('get', '/api/admin/announcements', 200, announcements.body);

    // The Message Center: a broadcast and the review's direct message, opened and answered.
    const broadcast = await root.post('/api/admin/messages/broadcast', {
      title: 'Holiday hours',
      content: 'We are closed on Thursday.',
    });
    expect(broadcast.status, broadcast.text).toBe(201);
    matches('post', '/api/admin/messages/broadcast', 201, broadcast.body);
    const inbox = await ada.browser.get('/api/messages');
    expect(inbox.body).toHaveLength(2);
    const direct = (inbox.body as { id: string; type: string }[]).find((m) => m.type !== 'system');
    const opened = await ada.browser.get(`/api/messages/${direct?.id}`);
    expect(opened.status, opened.text).toBe(200);
    matches('get', '/api/messages/{id}', 200, opened.body);
    const broadcastId = (broadcast.body as { id: string }).id;
    const replied = await ada.browser.post(`/api/messages/${broadcastId}/replies`, {
      content: 'Thanks!',
    });
    expect(replied.status, replied.text).toBe(201);
    matches('post', '/api/messages/{id}/replies', 201, replied.body);
    matches('get', '/api/messages', 200, (await ada.browser.get('/api/messages')).body);
    const staffList = await root.get('/api/admin/messages');
    expect((staffList.body as { items: unknown[] }).items).toHaveLength(2);
    matches('get', '/api/admin/messages', 200, staffList.body);
    for (const id of [broadcastId, direct?.id]) {
      const details = await root.get(`/api/admin/messages/${id}`);
      expect(details.status, details.text).toBe(200);
      matches('get', '/api/admin/messages/{id}', 200, details.body);
    }

    // Chat: Ada writes, staff answer, Ada reads.
    const started = await ada.browser.post('/api/conversations', {});
    expect(started.status, started.text).toBe(201);
    const conversationId = (started.body as { id: string }).id;
    const sent = await root.post(`/api/conversations/${conversationId}/messages`, {
      content: 'How can we help?',
    });
    expect(sent.status, sent.text).toBe(201);
    matches('post', '/api/conversations/{id}/messages', 201, sent.body);
    const read = await ada.browser.post(`/api/conversations/${conversationId}/mark-read`);
    expect(read.status, read.text).toBe(200);
    expect((read.body as { messageIds: string[] }).messageIds).toHaveLength(1);
    matches('post', '/api/conversations/{id}/mark-read', 200, read.body);

    // Passkeys: the three option sets and a removal.
    const authenticator = new SoftAuthenticator(world.server.origin);
    const creation = await ada.browser.post('/api/auth/passkeys/registration/options');
    expect(creation.status, creation.text).toBe(200);
    matches('post', '/api/auth/passkeys/registration/options', 200, creation.body);
    const added = await ada.browser.post('/api/auth/passkeys/registration/verify', {
      response: authenticator.create(creation.body as never),
    });
    expect(added.status, added.text).toBe(201);
    const signInOptions = await world.client().post('/api/auth/passkeys/authentication/options');
    expect(signInOptions.status, signInOptions.text).toBe(200);
    matches('post', '/api/auth/passkeys/authentication/options', 200, signInOptions.body);
    const stepUp = await ada.browser.post('/api/auth/passkeys/step-up/options');
    expect(stepUp.status, stepUp.text).toBe(200);
    matches('post', '/api/auth/passkeys/step-up/options', 200, stepUp.body);
    const passkeyId = (added.body as { passkey: { id: string } }).passkey.id;
    const removed = await ada.browser.request('DELETE', `/api/auth/passkeys/${passkeyId}`);
    expect(removed.status, removed.text).toBe(200);
    matches('delete', '/api/auth/passkeys/{id}', 200, removed.body);

    // A forgotten password, reset; then signing out.
    const forgot = await world.client().post('/api/forgot-password', { email: ada.email });
    expect(forgot.status).toBe(200);
    matches('post', '/api/forgot-password', 200, forgot.body);
    await world.server.runtime.deps.outbox.flush();
    const mail = await world.server.smtp.waitForMail(ada.email, 5000, hasResetLink);
    const token = new URL(findResetLink(mail.raw)).searchParams.get('token');
    const reset = await world.client().post('/api/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(reset.status, reset.text).toBe(200);
    matches('post', '/api/reset-password', 200, reset.body);
    const out = await root.post('/api/logout');
    expect(out.status).toBe(200);
    matches('post', '/api/logout', 200, out.body);
  });
});
