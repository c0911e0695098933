import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
// Plain JS shared with `npm run cluster`, so the test runs exactly what operators run.
// @ts-expect-error: scripts/ is JavaScript without type declarations
import { findNginx, startCluster } from '../../../scripts/cluster.mjs';
import { samplePdf, uploadAndAttach } from './testing/documents';
import { applicationBody, createCustomer, customer, signIn, superAdmin } from './testing/fixtures';
import { TestClient } from './testing/http-client';

// Two real instances (their own processes) on one PostgreSQL behind Debian's nginx, as
// `npm run cluster` starts them. PostgreSQL only: PGlite cannot be shared by processes.
const adminUrl = process.env.TEST_DATABASE_URL;
const runnable = Boolean(adminUrl) && findNginx() !== null;

interface Cluster {
  url: string;
  origin: string;
  instances: Array<{ url: string; child: import('node:child_process').ChildProcess }>;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let cluster: Cluster | undefined;
let databaseName = '';
let clusterDatabaseUrl = '';
const dataDir = mkdtempSync(join(tmpdir(), 'advance-cluster-'));

const use = (): Cluster => {
  if (!cluster) throw new Error('cluster not started');
  return cluster;
};

beforeAll(async () => {
  if (!runnable || !adminUrl) return;
  databaseName = `advance_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  clusterDatabaseUrl = databaseUrl.toString();
  cluster = (await startCluster({
    databaseUrl: clusterDatabaseUrl,
    proxyPort: await freePort(),
    instancePorts: [await freePort(), await freePort()],
    dataDir,
    command: [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'],
    env: {
      LOG_LEVEL: 'silent',
      SUPER_ADMIN_EMAIL: superAdmin.email,
      SUPER_ADMIN_PASSWORD: superAdmin.password,
    },
    output: 'ignore',
  })) as Cluster;
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl || !databaseName) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
}, 60_000);

const upstream = (response: { headers: Headers }) => response.headers.get('x-upstream') ?? '';

describe.runIf(runnable)('two instances behind nginx on one PostgreSQL', () => {
  it('signs in through the proxy, and the cookie works on both instances', async () => {
    const root = new TestClient(use().url, use().origin);
    await signIn(root, superAdmin);
    const served = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const me = await root.get('/api/auth/user');
      expect(me.status).toBe(200);
      served.add(upstream(me));
    }
    expect(served.size).toBe(2);
  });

  it('delivers a chat message posted on one instance to a socket held on the other', async () => {
    const ada = new TestClient(use().url, use().origin);
    await createCustomer(ada);
    await signIn(ada, customer);
    const me = (await ada.get('/api/auth/user')).body as { id: string };
    const conversation = (await ada.request('POST', '/api/conversations')).body as { id: string };

    // Ada's socket goes through the proxy; whichever instance holds it, staff post on the other.
    const socket = new WebSocket(`${use().url.replace('http', 'ws')}/ws`, {
      headers: { origin: use().origin, cookie: ada.cookieHeader() },
    });
    const received: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    let held = '';
    socket.once('upgrade', (response) => {
      held = String(response.headers['x-upstream'] ?? '');
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'authenticate', userId: me.id }));

    const other = use().instances.find((i) => !held.endsWith(new URL(i.url).port));
    if (!other) throw new Error(`no other instance than ${held}`);
    const root = new TestClient(other.url, use().origin);
    await signIn(root, superAdmin);
    await waitUntil(() => received.some((m) => m.type === 'authenticated'));
    const sent = await root.request('POST', `/api/conversations/${conversation.id}/messages`, {
      json: { content: 'Hello from the other instance' },
    });
    expect(sent.status).toBe(201);
    await waitUntil(() =>
      received.some(
        (m) =>
          m.type === 'new_message' && JSON.stringify(m).includes('Hello from the other instance'),
      ),
    );
    socket.close();
  });

  it('downloads on one instance a document uploaded through the other', async () => {
    const [a, b] = use().instances;
    if (!a || !b) throw new Error('two instances expected');
    const onA = new TestClient(a.url, use().origin);
    const email = 'grace@example.com';
    await createCustomer(onA, { email });
    await signIn(onA, { email, password: customer.password });
    const applied = await onA.request('POST', '/api/applications', {
      json: applicationBody({ email }),
    });
    expect(applied.status).toBe(201);
    const applicationId = (applied.body as { id: string }).id;
    const attached = await uploadAndAttach(onA, applicationId, {
      bytes: samplePdf,
      name: 'benefit-letter.pdf',
    });
    expect(attached.status).toBe(201);
    const attachmentId = (attached.body as { id: string }).id;

    const onB = new TestClient(b.url, use().origin);
    const download = await onB.request('GET', `/attachments/${attachmentId}/download`, {
      headers: { cookie: onA.cookieHeader() },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(download.bytes).equals(Buffer.from(samplePdf))).toBe(true);
  });

  it('holds the sign-in limit across instances', async () => {
    // Guesses alternate between the instances, from one client address (as the proxy would
    // forward it): the counter lives in PostgreSQL, so together they evaluate only 10.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const instance = use().instances[i % 2];
      if (!instance) throw new Error('two instances expected');
      const guesser = new TestClient(instance.url, use().origin, {
        'x-forwarded-for': '203.0.113.9',
      });
      const res = await guesser.post('/api/login', { email: superAdmin.email, password: `x${i}` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('loses no acknowledged write when one instance is killed under steady traffic', async () => {
    const root = new TestClient(use().url, use().origin);
    await signIn(root, superAdmin);
    const acknowledged: string[] = [];
    const failures: number[] = [];
    const victim = use().instances[1];
    if (!victim) throw new Error('two instances expected');
    let killed = false;
    const started = Date.now();
    let n = 0;
    while (Date.now() - started < 4000) {
      if (!killed && Date.now() - started > 1000) {
        victim.child.kill('SIGKILL');
        killed = true;
      }
      n += 1;
      const res = await root.request('POST', '/api/admin/announcements', {
        json: { title: `Steady ${n}`, content: 'Traffic while an instance dies', type: 'info' },
      });
      if (res.status === 201 || res.status === 200) acknowledged.push(`Steady ${n}`);
      else failures.push(res.status);
    }
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Read the database itself: what was acknowledged must be there, whatever the API pages.
    const reader = new pg.Client({ connectionString: clusterDatabaseUrl });
    await reader.connect();
    const { rows } = await reader.query<{ title: string }>(
      "select title from announcements where title like 'Steady %'",
    );
    await reader.end();
    const titles = new Set(rows.map((row) => row.title));
    for (const title of acknowledged) expect(titles.has(title)).toBe(true);
    // The survivor took over: at most the requests in flight at the kill failed.
    expect(failures.length).toBeLessThanOrEqual(3);
  }, 30_000);
});

async function waitUntil(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
