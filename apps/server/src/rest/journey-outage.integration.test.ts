import { setTimeout as sleep } from 'node:timers/promises';
import { httpMessages } from '@advance/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { TestClient, type TestResponse } from '../testing/http-client';
import {
  OUTAGE_ANSWER_WITHIN_MS,
  type RelayedServer,
  startRelayedServer,
} from '../testing/relayed-server';
import type { TcpProxy } from '../testing/tcp-proxy';
import { startTestServer, type TestServer } from '../testing/test-server';

// Issue 20's new paths when PostgreSQL goes away under them (as in
// plugins/database-outage.integration.test.ts): this instance reaches its database through a
// TCP relay the test cuts, before or in the middle of a burst of requests.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let direct: TestServer | undefined;
let relay: RelayedServer | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  direct = await startTestServer();
  relay = await startRelayedServer(direct, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await relay?.close();
  await direct?.close();
});
beforeEach(async () => {
  relay?.proxy.restore();
  await direct?.reset();
});

const server = (): TestServer => {
  if (!relay) throw new Error('relayed server missing');
  return relay.server;
};
const cut = (): TcpProxy => {
  if (!relay) throw new Error('proxy missing');
  return relay.proxy;
};

let nextIp = 1;
const browser = () =>
  new TestClient(server().url, server().origin, { 'x-forwarded-for': `198.51.100.${nextIp++}` });

async function signedInCustomer(): Promise<TestClient> {
  const ada = browser();
  await createCustomer(ada);
  await signIn(ada, customer);
  return ada;
}

const emailStatus = (c: TestClient, i = 0) =>
  c.post('/trpc/applications.emailStatus', { email: `probe-${i}@x.test` });
const restLocale = (c: TestClient, locale = 'es') =>
  c.request('PUT', '/api/account/locale', { json: { locale } });
const trpcLocale = (c: TestClient, locale = 'es') =>
  c.request('POST', '/trpc/account.setLocale', { json: { locale } });

function expectUnavailable(res: TestResponse, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(503);
  expect(res.headers.get('retry-after'), what).toBe('5');
  expect(res.text, what).toContain(httpMessages.databaseUnavailable);
  expectNoSql(res, what);
}

function expectNoSql(res: TestResponse, what: string) {
  expect(res.text, what).not.toMatch(
    /select |insert |update |relation |rate_counters|stack|at \w+ \(|ECONN/i,
  );
}

/** Asks until `ok` holds (or the time is up). */
async function eventually<T>(ask: () => Promise<T>, ok: (value: T) => boolean, ms = 8000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe.runIf(onPostgres)("issue 20's paths while the database is away", () => {
  for (const mode of ['refuse', 'blackhole'] as const) {
    it(`answer 503 with a plain message when the relay does ${mode}, and 200 after`, async () => {
      const ada = await signedInCustomer();
      const visitor = browser();
      cut()[mode]();
      const asks: [string, () => Promise<TestResponse>][] = [
        ['emailStatus', () => emailStatus(visitor)],
        ['PUT /api/account/locale', () => restLocale(ada)],
        ['account.setLocale', () => trpcLocale(ada)],
      ];
      for (const [what, ask] of asks) {
        const started = Date.now();
        const res = await ask();
        expect(Date.now() - started, what).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
        expectUnavailable(res, what);
      }
      cut().restore();
      for (const [what, ask] of asks) {
        const res = await eventually(ask, (r) => r.status === 200);
        expect(res.status, `${what}: ${res.text}`).toBe(200);
      }
    });
  }

  it('a cut in the middle of a burst gives each request 200 or 503, never a 500', async () => {
    const ada = await signedInCustomer();
    const visitor = browser();
    const burst = Array.from({ length: 30 }, (_, i) => {
      const ask = [
        () => emailStatus(visitor, i),
        () => restLocale(ada, i % 2 ? 'es' : 'en'),
        () => trpcLocale(ada, i % 2 ? 'en' : 'es'),
      ][i % 3];
      // Spread over ~300 ms, so the cut lands while some run and before others start.
      return sleep(i * 10).then(() => ask?.());
    });
    await sleep(100);
    cut().blackhole();
    const answers = await Promise.all(burst);
    const statuses = answers.map((r) => r?.status);
    for (const res of answers) {
      if (!res) throw new Error('no answer');
      expect([200, 503], res.text).toContain(res.status);
      expectNoSql(res, 'burst');
      if (res.status === 503) expect(res.text).toContain(httpMessages.databaseUnavailable);
    }
    expect(statuses).toContain(503);
    cut().restore();
    const after = await eventually(
      () => restLocale(ada, 'es'),
      (r) => r.status === 200,
    );
    expect(after.status).toBe(200);
    // The stored value is a valid one whatever was cut.
    const row = await direct?.db.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    expect(row?.locale).toBe('es');
  });
});
