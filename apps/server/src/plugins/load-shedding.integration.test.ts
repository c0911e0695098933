import { httpMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import type { TestResponse } from '../testing/http-client';
import { useTestServer } from '../testing/use-test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';

/**
 * A short sample interval and a low threshold, so one blocked stretch of the loop (the
 * server runs in this process) is seen at once; production defaults are 1000 / 1000 ms.
 */
const { client } = useTestServer({
  OVERLOAD_EVENT_LOOP_DELAY_MS: '15',
  OVERLOAD_SAMPLE_INTERVAL_MS: '100',
  METRICS_TOKEN: TOKEN,
});

/** The loop is kept busy this long, in slices: an overloaded loop, not one stall. */
const BUSY_MS = 400;
const SLICE_MS = 50;
const WAIT_MS = 3000;

/**
 * Holds the event loop as a stream of CPU-bound handlers would: busy slices with a bare
 * turn of the loop between them (the server runs in this process and gets those turns).
 * under-pressure reports the mean delay per sample interval, and a single long stall can
 * fall between two of its samples; a loop busy for several intervals cannot.
 */
async function overloadEventLoop() {
  const end = performance.now() + BUSY_MS;
  while (performance.now() < end) {
    const sliceEnd = Math.min(end, performance.now() + SLICE_MS);
    while (performance.now() < sliceEnd) {
      // busy: nothing else runs meanwhile
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Asks until `done` accepts an answer, for at most WAIT_MS. */
async function askUntil(
  ask: () => Promise<TestResponse>,
  done: (res: TestResponse) => boolean,
): Promise<TestResponse> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const res = await ask();
    if (done(res) || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`Load shedding on ${describeTestDb()}`, () => {
  it('answers 503 with Retry-After while the event loop lags, then recovers', async () => {
    const ask = () => client().get('/api/auth/user');
    const calm = await askUntil(ask, (res) => res.status !== 503);
    expect(calm.status).not.toBe(503);

    await overloadEventLoop();
    const shed = await askUntil(ask, (res) => res.status === 503);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(shed.body).toEqual({ message: httpMessages.overloaded });

    const recovered = await askUntil(ask, (res) => res.status !== 503);
    expect(recovered.status).not.toBe(503);
  });

  it('keeps answering the liveness probe and /metrics under pressure', async () => {
    const asked = () =>
      Promise.all([
        client().get('/api/auth/user'),
        client().get('/healthz'),
        client().get('/metrics', { authorization: `Bearer ${TOKEN}` }),
      ]);
    await overloadEventLoop();
    // The three are asked together, so they meet the same measurement of the loop.
    const deadline = Date.now() + WAIT_MS;
    let [shed, health, metrics] = await asked();
    while (shed.status !== 503 && Date.now() < deadline) [shed, health, metrics] = await asked();
    expect(shed.status).toBe(503);
    expect(health.status).toBe(200);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('status_code="503"');
  });
});
