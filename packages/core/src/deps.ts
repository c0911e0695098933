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
