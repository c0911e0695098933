import type { ProcedureCall } from '@advance/api';
import type { CoreDeps } from '@advance/core';
import { countUnsentMails, type DbHandle } from '@advance/db';
import type { Registry } from 'prom-client';

const PREFIX = 'advance_';

/** A database query is usually a millisecond or two; 15 s is the pool's query timeout. */
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

/** A scrape must answer even when the database does not: the backlog is then NaN. */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

export interface FigureSources {
  database: DbHandle;
  deps: CoreDeps;
  /** Open live connections (WebSocket and tRPC socket) on this instance. */
  liveConnections: () => number;
}

export interface HttpObservation {
  method: string;
  /** The route's pattern, never the raw URL: one series per route, not per id. */
  route: string;
  status: number;
  durationMs: number;
}

export interface AppFigures {
  registry: Registry;
  observeRequest: (request: HttpObservation) => void;
  observeProcedure: (call: ProcedureCall) => void;
  stop: () => void;
}

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Every figure of one app, in a registry of its own (tests run several apps in one
 * process). Durations are observed as they happen; levels (pool, sockets, backlog, queue)
 * are read when Prometheus scrapes.
 */
export async function createAppFigures({
  database,
  deps,
  liveConnections,
}: FigureSources): Promise<AppFigures> {
  // Loaded only where figures are kept (METRICS_TOKEN): prom-client was ~50 ms of every
  // start, measuring or not (issue 16, start-up time).
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import(
    'prom-client'
  );
  const registry = new Registry();
  const registers = [registry];
  // Event-loop delay (nodejs_eventloop_lag_*), heap, GC, CPU, open handles.
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const http = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const procedures = new Histogram({
    name: `${PREFIX}trpc_procedure_duration_seconds`,
    help: 'tRPC procedure calls (over /trpc and the REST adapters) by path, type and outcome',
    labelNames: ['procedure', 'type', 'outcome'] as const,
    registers,
  });
  const queries = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Database queries by outcome',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const stopObservingQueries = database.observeQueries((durationMs, ok) => {
    queries.observe({ outcome: ok ? 'ok' : 'error' }, durationMs / 1000);
  });

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database connections by state (total, idle, waiting = queries waiting for one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats();
      this.reset();
      this.set({ state: 'total' }, stats.total);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}live_connections`,
    help: 'Open live connections (WebSocket and tRPC socket) on this instance',
    registers,
    collect() {
      this.set(liveConnections());
    },
  });
  new Gauge({
    name: `${PREFIX}mail_outbox_unsent`,
    help: 'Mails waiting to be sent (due or waiting for a retry); NaN when unreadable',
    registers,
    async collect() {
      try {
        this.set(await withinTime(countUnsentMails(database.db), SCRAPE_QUERY_TIMEOUT_MS));
      } catch {
        this.set(Number.NaN);
      }
    },
  });
  new Gauge({
    name: `${PREFIX}tracker_queue_rows`,
    help: 'Tracker rows waiting to be written or being written',
    registers,
    collect() {
      this.set(deps.tracking.queue.depth());
    },
  });
  new Counter({
    name: `${PREFIX}tracker_dropped_total`,
    help: 'Tracker writes given up on since the start',
    registers,
    collect() {
      this.reset();
      this.inc(deps.tracking.queue.dropped());
    },
  });

  return {
    registry,
    observeRequest: ({ method, route, status, durationMs }) => {
      http.observe({ method, route, status_code: String(status) }, durationMs / 1000);
    },
    observeProcedure: ({ path, type, ok, durationMs }) => {
      procedures.observe(
        { procedure: path, type, outcome: ok ? 'ok' : 'error' },
        durationMs / 1000,
      );
    },
    stop: () => {
      stopObservingQueries();
      registry.clear();
    },
  };
}
