/**
 * The load generator, run as its own process (`node --import tsx bench/stack/load-driver.ts
 * '<json>'`) so that its CPU is never the server's or the bench's: autocannon (decision 020)
 * sends the requests, every response's status and time are recorded here, and one JSON line
 * with the figures is the last line on stdout (see `DriverResult`).
 *
 * A run is either one fixed request (`request`) or a scenario module (`scenario`: a file
 * exporting `requests(options)` that returns autocannon's `requests` array, for bodies that
 * change per request, as the tracker's page views do).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface FixedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Every response body must equal this (counted in `mismatches` otherwise). */
  expectBody?: string;
}

export interface DriverConfig {
  origin: string;
  connections: number;
  /** Seconds to run; ignored when `amount` is set. */
  durationS?: number;
  /** Exactly this many requests, then stop. */
  amount?: number;
  /** Requests per second over all connections (closed loop below this rate). */
  overallRate?: number;
  request?: FixedRequest;
  scenario?: { module: string; options: unknown };
}

export interface DriverResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Responses by status code; errors and timeouts are counted apart. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Responses whose body was not `request.expectBody`. */
  mismatches: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The driver's own CPU over the run, ms (it shares the machine with the server). */
  driverCpuMs: number;
}

/** Nearest rank: the smallest value with at least p of the samples at or below it. */
const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

async function run(config: DriverConfig): Promise<DriverResult> {
  let requests: autocannon.Request[] | undefined;
  if (config.scenario) {
    const module = (await import(pathToFileURL(resolve(config.scenario.module)).href)) as {
      requests: (options: unknown) => autocannon.Request[];
    };
    requests = module.requests(config.scenario.options);
  }
  const fixed = config.request;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const options: autocannon.Options = {
    // The path goes into the URL: autocannon ignores a top-level `path`.
    url: fixed ? `${config.origin}${fixed.path}` : config.origin,
    connections: config.connections,
    ...(config.amount ? { amount: config.amount } : { duration: config.durationS ?? 5 }),
    ...(config.overallRate && { overallRate: config.overallRate }),
    ...(fixed && {
      method: fixed.method as autocannon.Request['method'],
      headers: fixed.headers ?? {},
      ...(fixed.body !== undefined && { body: fixed.body }),
      ...(fixed.expectBody !== undefined && { expectBody: fixed.expectBody }),
    }),
    ...(requests && { requests }),
    timeout: 30,
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((done, fail) => {
    instance = autocannon(options, (error: unknown, result) =>
      error ? fail(error) : done(result),
    );
  });
  instance?.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await finished;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = Float64Array.from(times).sort();
  return {
    requests: times.length,
    seconds,
    perSecond: times.length / seconds,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: (result as { mismatches?: number }).mismatches ?? 0,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    driverCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

const config = JSON.parse(process.argv[2] ?? '{}') as DriverConfig;
run(config).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
