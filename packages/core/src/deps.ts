import type { Db } from '@advance/db';
import type { EventBus } from './events/event-bus';
import type { LiveFeed } from './live/live-feed';
import type { Logger } from './logger';
import type { MailOutbox } from './mail/outbox';
import type { ObjectStorage } from './storage/object-storage';
import type { Tracking } from './tracking/tracking';

export interface CoreConfig {
  /** Public origin of the app, used in links sent by e-mail. */
  appOrigin: string;
  superAdminEmail: string;
  superAdminPassword?: string | undefined;
  /** Issue 18 (ADVANCE_GRACE_DAYS): days after the due date before "past due"; default 3. */
  advanceGraceDays?: number | undefined;
  /** Issue 18 (PAYMENT_NOTICE_DAYS): the payment notice's lead time; default 5. */
  paymentNoticeDays?: number | undefined;
  /** Issue 19 (CREDITOR_NAME, CREDITOR_ADDRESS): named in adverse-action notices. */
  creditorName?: string | undefined;
  creditorAddress?: string | undefined;
  /** Issue 19 (DOCUMENT_REQUEST_DAYS): a document request's default due date; default 30. */
  documentRequestDays?: number | undefined;
}

/** Everything core functions need from the outside world, passed in explicitly. */
export interface CoreDeps {
  db: Db;
  config: CoreConfig;
  outbox: MailOutbox;
  events: EventBus;
  /** Chat events for connected clients, journaled for resume, shared across instances. */
  live: LiveFeed;
  /** Where document bytes live (local disk or S3-compatible). */
  storage: ObjectStorage;
  /** The visitor tracker's write queue, rate limit, location lookup and salts. */
  tracking: Tracking;
  log: Logger;
  now: () => Date;
}

/** Who is asking, as far as the transport knows. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The browser asked not to be tracked (DNT: 1 or Sec-GPC: 1). */
  doNotTrack?: boolean | undefined;
  /** The tracker's client session id the SPA sends along (`x-visitor-session`), unchecked. */
  visitorSession?: string | null | undefined;
}
