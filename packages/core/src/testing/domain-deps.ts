import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDb } from '@advance/db/testing';
import type { CoreDeps } from '../deps';
import { createInProcessEventBus, type EventBus } from '../events/event-bus';
import { createLiveFeed } from '../live/live-feed';
import { type Logger, silentLogger } from '../logger';
import type { MailOutbox } from '../mail/outbox';
import { createLocalStorage } from '../storage/local-storage';
import type { Tracking } from '../tracking/tracking';

/**
 * CoreDeps for a domain test that sends no mail and records no visits: the real test
 * database, an in-process event bus, a live feed that is never started (what is published
 * goes to the journal; nothing here subscribes), local storage on a folder of its own that
 * nothing writes to, and the clock and logger the test gives.
 */
export function domainDeps(
  db: TestDb,
  options: { name: string; now?: () => Date; events?: EventBus; log?: Logger },
): CoreDeps {
  const events = options.events ?? createInProcessEventBus();
  return {
    db: db.db,
    config: { appOrigin: 'http://app.test', superAdminEmail: 'root@x.test' },
    outbox: {} as MailOutbox,
    tracking: {} as Tracking,
    events,
    live: createLiveFeed({ db: db.db, listen: db.listen, events, log: silentLogger }),
    storage: createLocalStorage({ root: join(tmpdir(), `advance-${options.name}-test`) }),
    log: options.log ?? silentLogger,
    now: options.now ?? (() => new Date()),
  };
}
