import {
  claimDueMails,
  type Db,
  insertMail,
  isDatabaseUnavailable,
  markMailFailed,
  markMailSent,
} from '@advance/db';
import type { Logger } from '../logger';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * How long a sent mail's row (recipient, subject, time; never the body) is kept for
 * support questions ("did the reset mail go out?") before the maintenance job deletes it.
 */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const BATCH = 20;
const LEASE_MS = 2 * 60_000;
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** After the database could not be reached, the outbox looks again after 1 s, 2, 4… up to 30 s. */
const DB_RETRY_FIRST_MS = 1000;
const DB_RETRY_MAX_MS = 30_000;

export interface MailOutbox {
  /** Stores a mail in the caller's transaction; it is sent after commit. */
  enqueue: (db: Db, mail: OutgoingMail) => Promise<string>;
  /** Asks for a send soon, off the caller's path. */
  kick: () => void;
  /** Sends what is due now; resolves when done. */
  flush: () => Promise<number>;
  start: (intervalMs: number) => void;
  stop: () => Promise<void>;
}

/**
 * Mail goes through a table so a failing relay loses nothing: a failed send is retried
 * with exponential backoff, and instances sharing a database never send one mail twice
 * at the same time (rows are leased while being sent).
 */
export function createMailOutbox(deps: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  now: () => Date;
}): MailOutbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = DB_RETRY_FIRST_MS;
  let stopped = false;

  const sendDue = async (): Promise<number> => {
    const now = deps.now();
    const mails = await claimDueMails(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    let sent = 0;
    for (const mail of mails) {
      try {
        await deps.transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
      } catch (error) {
        const delay = Math.min(BASE_RETRY_MS * 2 ** mail.attempts, MAX_RETRY_MS);
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn(
          { mailId: mail.id, attempt: mail.attempts + 1, err: message },
          'Mail send failed; will retry',
        );
        await markMailFailed(
          deps.db,
          mail.id,
          message.slice(0, 500),
          new Date(deps.now().getTime() + delay),
        );
        continue;
      }
      // Handed to the relay. Should the database fail right here, the row stays leased and
      // is sent again when the lease ends: a rare second copy rather than a lost mail.
      await markMailSent(deps.db, mail.id, deps.now());
      sent++;
    }
    return sent;
  };

  const flush = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sendDue();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  /**
   * A flush that failed because the database was out of reach is tried again soon, with a
   * growing pause, instead of waiting for the next interval: the rows wait in the table.
   */
  const flushLogged = () => {
    flush()
      .then(() => {
        retryDelay = DB_RETRY_FIRST_MS;
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) {
          deps.log.error({ err: error }, 'Mail outbox flush failed');
          return;
        }
        deps.log.warn({ err: error, retryInMs: retryDelay }, 'Mail outbox waits for the database');
        if (stopped || retryTimer) return;
        retryTimer = setTimeout(() => {
          retryTimer = null;
          flushLogged();
        }, retryDelay);
        retryTimer.unref();
        retryDelay = Math.min(retryDelay * 2, DB_RETRY_MAX_MS);
      });
  };

  return {
    enqueue: (db, mail) =>
      insertMail(db, {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        // Due "now" by the same clock that decides what is due, not the database's.
        nextAttemptAt: deps.now(),
      }),
    kick: () => {
      setImmediate(flushLogged);
    },
    flush,
    start: (intervalMs) => {
      stopped = false;
      timer = setInterval(flushLogged, intervalMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retryTimer) clearTimeout(retryTimer);
      timer = null;
      retryTimer = null;
      await running?.catch(() => 0);
    },
  };
}
