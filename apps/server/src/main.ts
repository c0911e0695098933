import { createRequire } from 'node:module';
import { ensureSuperAdmin } from '@advance/core';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { backupOnSignal } from './ops/backup-on-signal';
import { claimDataDir, DataDirInUseError } from './ops/embedded-lock';
import { createRuntime } from './runtime';

/** Longest we wait for in-flight requests before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often a stopping server closes keep-alive connections that have gone idle. */
const IDLE_SWEEP_MS = 100;
/** Longest an exit waits for the last log lines to be written. */
const LOG_FLUSH_GRACE_MS = 2_000;

/**
 * Fastify loads its JSON-schema compilers (ajv and fast-json-stringify's) when an app is
 * made, though they are used only by a route that declares a schema. Loaded here while the
 * database starts, they are in Node's module cache when buildApp asks for them, instead of
 * adding their load to the time to ready (issue 16, start-up). The same files Fastify's own
 * `require` finds: resolved from Fastify's folder.
 */
function loadSchemaCompilers() {
  try {
    const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
    fromFastify('@fastify/ajv-compiler');
    fromFastify('@fastify/fast-json-stringify-compiler');
  } catch {
    // Only a head start: buildApp loads them anyway.
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  // Log lines leave asynchronously: under load the lines of many requests share one write,
  // and a slow stdout never holds up a request (a synchronous write per line cost /healthz
  // a sixth of its CPU and a third of its throughput). Every exit below flushes first.
  const log = pino(
    loggerOptions(config.logLevel) as pino.LoggerOptions,
    pino.destination({ dest: 1, sync: false }),
  );
  const exit = (code: number) => {
    // A stdout that takes no more output must not keep a stopping process alive.
    setTimeout(() => process.exit(code), LOG_FLUSH_GRACE_MS).unref();
    log.flush(() => process.exit(code));
  };
  // The embedded database belongs to one process: refuse a second server on it.
  let releaseDataDir = () => {};
  if (!config.databaseUrl) {
    try {
      releaseDataDir = claimDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }
  const starting = createRuntime(config, log);
  // The embedded database starts on its own thread (for an existing directory the thread
  // is running by now); meanwhile this thread would only wait.
  loadSchemaCompilers();
  const runtime = await starting;
  const stopBackups = backupOnSignal(runtime.database, config.dataDir, log);
  log.info(
    { database: runtime.database.kind, location: runtime.database.location },
    'Database ready',
  );

  const bootstrap = await ensureSuperAdmin(runtime.deps);
  if (bootstrap.status === 'created') {
    log.info(
      {
        email: bootstrap.email,
        ...(bootstrap.generatedPassword && { password: bootstrap.generatedPassword }),
      },
      bootstrap.generatedPassword
        ? 'Super admin created with a generated password, shown only this once: sign in and keep it safe'
        : 'Super admin created from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD',
    );
  } else if (bootstrap.status === 'email_taken') {
    log.warn(
      { email: bootstrap.email },
      'No super admin exists and SUPER_ADMIN_EMAIL belongs to an ordinary account; not promoting it',
    );
  }

  const app = await buildApp({
    config,
    deps: runtime.deps,
    database: runtime.database,
    loggerInstance: log,
  });

  // Signals are handled from here on, before listening, so a stop that arrives while the
  // port opens still ends cleanly.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Fastify closes the connections that are idle when the close starts; a keep-alive
    // connection whose request finishes later would hold the server open until its
    // keep-alive timeout. Sweep those as they go idle, so the process exits right after
    // the last response.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      stopBackups();
      await runtime.close();
      releaseDataDir();
      log.info('Stopped cleanly');
      exit(0);
    } catch (error) {
      log.error({ err: error }, 'Error while shutting down');
      exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.appOrigin }, 'Benefit Advance is running');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
