import { randomUUID } from 'node:crypto';
import { httpMessages } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { countUnsentMails } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, superAdmin } from '../testing/fixtures';
import { type LiveSocket, openLiveSocket } from '../testing/live-socket';
import { startTestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';

const { server, client } = useTestServer({ METRICS_TOKEN: TOKEN });

const sockets: LiveSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const scrape = (authorization?: string) =>
  client().get('/metrics', authorization ? { authorization } : {});

/** The value of one exposition line, `name{labels} value`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics on ${describeTestDb()}`, () => {
  it('refuses a missing or wrong token with 401', async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: httpMessages.unauthorized });

    const wrong = await scrape(`Bearer ${TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    const basic = await scrape(`Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`);
    expect(basic.status).toBe(401);
  });

  it('shows the figures after a short load, routes by pattern', async () => {
    await ensureSuperAdmin(server().runtime.deps);
    const admin = client();
    await signIn(admin, superAdmin);
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) {
      expect((await admin.get(`/api/admin/applications/${id}`)).status).toBe(404);
    }
    expect((await admin.get('/trpc/auth.me')).status).toBe(200);
    expect((await client().get('/api/no-such-route')).status).toBe(404);
    sockets.push(await openLiveSocket(server(), admin, '/ws'));
    // The staff sign-in queued a security notice (second factor set up); once the outbox has
    // delivered it to the test SMTP server, the gauge must read 0 like the table does.
    const db = server().runtime.deps.db;
    for (let i = 0; i < 100 && (await countUnsentMails(db)) > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await countUnsentMails(db)).toBe(0);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.text;

    // One series per route pattern, whatever the ids asked for.
    expect(
      sample(
        text,
        'advance_http_request_duration_seconds_count{method="GET",route="/api/admin/applications/:id",status_code="404"}',
      ),
    ).toBe(2);
    for (const id of ids) expect(text).not.toContain(id);
    expect(
      sample(
        text,
        'advance_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'advance_trpc_procedure_duration_seconds_count{procedure="auth.me",type="query",outcome="ok"}',
      ),
    ).toBe(1);
    // The REST adapter calls the same procedures: the refused reads are counted as errors.
    expect(
      sample(
        text,
        'advance_trpc_procedure_duration_seconds_count{procedure="admin.applications.get",type="query",outcome="error"}',
      ),
    ).toBe(2);
    expect(sample(text, 'advance_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'advance_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (server().db.kind === 'postgres') {
      expect(sample(text, 'advance_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'advance_db_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(sample(text, 'advance_live_connections')).toBe(1);
    expect(sample(text, 'advance_mail_outbox_unsent')).toBe(0);
    expect(sample(text, 'advance_tracker_queue_rows')).toBe(0);
    expect(sample(text, 'advance_tracker_dropped_total')).toBe(0);
    expect(sample(text, 'advance_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('does not exist when no token is configured', async () => {
    const bare = await startTestServer();
    try {
      const res = await fetch(`${bare.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: httpMessages.notFound });
    } finally {
      await bare.close();
    }
  });
});
