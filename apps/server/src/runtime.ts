import {
  type CoreDeps,
  createInProcessEventBus,
  createLiveFeed,
  createMailOutbox,
  createMailTransport,
  createStorage,
  createTracking,
  type Logger,
  type ObjectStorage,
  pruneAnalytics,
  pruneExpired,
  relayRevokedSessions,
  sendChatEmails,
  sendDocumentReminders,
  sendPaymentNotices,
} from '@advance/core';
import { createDb, type DbHandle, migrateToLatest, QUERY_TIMEOUT_MS } from '@advance/db';
import type { Config } from './config';

export interface Runtime {
  deps: CoreDeps;
  database: DbHandle;
  close: () => Promise<void>;
}

const OUTBOX_INTERVAL_MS = 30_000;
const PRUNE_INTERVAL_MS = 15 * 60_000;
/** Payment notices and document reminders go out days ahead: an hourly look (and one at start). */
const PAYMENT_NOTICE_INTERVAL_MS = 60 * 60_000;
/** Unread-chat e-mails wait 2 minutes; a look every 30 s keeps them near that. */
const CHAT_EMAIL_INTERVAL_MS = 30_000;

/**
 * Wires core to its outside world: database (migrated), mail, events. Shared by main.ts
 * and the integration tests, so tests run exactly what production runs.
 */
export async function createRuntime(
  config: Config,
  log: Logger,
  options: { database?: DbHandle; migrate?: boolean; storage?: ObjectStorage } = {},
): Promise<Runtime> {
  const database =
    options.database ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // PostgreSQL has its own default; PGlite gets the same bound (client.ts).
      ...(!config.databaseUrl && { queryTimeoutMs: QUERY_TIMEOUT_MS }),
      onConnectionError: (error) =>
        log.warn({ err: error }, 'A database connection broke; the pool opens a new one'),
      // Without its thread the embedded database answers nothing again: end the process so
      // the supervisor (systemd, Docker) starts it anew, as a crash of PGlite used to.
      onEmbeddedStopped: (error) => {
        log.error({ err: error }, 'The embedded database stopped; exiting to be restarted');
        process.exitCode = 1;
        setImmediate(() => process.exit(1));
      },
    }));
  if (options.migrate ?? true) await migrate(config, database, log, Boolean(options.database));
  const now = () => new Date();
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    logLinks: config.logMailLinks,
    log,
  });
  const outbox = createMailOutbox({ db: database.db, transport, log, now });
  outbox.start(OUTBOX_INTERVAL_MS);
  const events = createInProcessEventBus();
  const live = createLiveFeed({ db: database.db, listen: database.listen, events, log });
  await live.start();
  // Sessions ended on another instance close this instance's live connections too.
  const stopRelayingRevocations = await relayRevokedSessions({
    listen: database.listen,
    events,
    log,
  });
  const tracking = await createTracking({
    db: database.db,
    log,
    geoipDatabase: config.geoipDatabase,
    retentionMonths: config.analyticsRetentionMonths,
  });
  const deps: CoreDeps = {
    db: database.db,
    config: {
      appOrigin: config.appOrigin,
      superAdminEmail: config.superAdminEmail,
      superAdminPassword: config.superAdminPassword,
      advanceGraceDays: config.advanceGraceDays,
      paymentNoticeDays: config.paymentNoticeDays,
      creditorName: config.creditorName,
      creditorAddress: config.creditorAddress,
      documentRequestDays: config.documentRequestDays,
    },
    outbox,
    events,
    live,
    storage: options.storage ?? createStorage(config.storage),
    tracking,
    log,
    now,
  };
  // A prune cut short by close() is not a failure (it runs again at the next start): it is
  // not awaited, since over a large analytics table it could outlast the shutdown grace.
  let closing = false;
  const prune = () =>
    pruneExpired(deps)
      .then(() => pruneAnalytics(deps))
      .catch((error: unknown) => {
        if (closing) log.info('Pruning expired records stopped by shutdown');
        else log.error({ err: error }, 'Pruning expired records failed');
      });
  const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  void prune();
  // One run at a time; close() waits for it so it never writes to a closed database.
  let noticeRun: Promise<unknown> | null = null;
  const paymentNotices = () => {
    noticeRun ??= sendPaymentNotices(deps)
      .catch((error: unknown) => log.error({ err: error }, 'Sending payment notices failed'))
      // Issue 19: the document reminders (7 days and 1 day ahead) ride the same hourly run.
      .then(() => sendDocumentReminders(deps))
      .catch((error: unknown) => log.error({ err: error }, 'Sending document reminders failed'))
      .finally(() => {
        noticeRun = null;
      });
  };
  const noticeTimer = setInterval(paymentNotices, PAYMENT_NOTICE_INTERVAL_MS);
  noticeTimer.unref();
  paymentNotices();
  let chatEmailRun: Promise<unknown> | null = null;
  const chatEmails = () => {
    chatEmailRun ??= sendChatEmails(deps)
      .catch((error: unknown) => log.error({ err: error }, 'Sending unread-chat e-mails failed'))
      .finally(() => {
        chatEmailRun = null;
      });
  };
  const chatEmailTimer = setInterval(chatEmails, CHAT_EMAIL_INTERVAL_MS);
  chatEmailTimer.unref();
  return {
    deps,
    database,
    close: async () => {
      closing = true;
      clearInterval(pruneTimer);
      clearInterval(noticeTimer);
      clearInterval(chatEmailTimer);
      await noticeRun;
      await chatEmailRun;
      // Queued tracker events are written before the database goes away.
      await tracking.queue.stop();
      await live.stop();
      await stopRelayingRevocations();
      await outbox.stop();
      transport.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Requests get a few seconds per query (a hung database must become a 503), but a migration
 * may rightly take longer (an index over a large table): on PostgreSQL it runs on a
 * connection of its own without that limit.
 */
async function migrate(config: Config, database: DbHandle, log: Logger, given: boolean) {
  const own =
    config.databaseUrl && !given
      ? await createDb({ databaseUrl: config.databaseUrl, poolSize: 1, queryTimeoutMs: 0 })
      : undefined;
  try {
    // PGlite's handle has a time limit per statement; its unlimited view has none.
    const applied = await migrateToLatest(own?.db ?? database.unlimited ?? database.db);
    if (applied.length > 0) log.info({ migrations: applied }, 'Database migrated');
  } finally {
    await own?.close();
  }
}
