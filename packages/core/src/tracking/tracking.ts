import { ANALYTICS_RETENTION_MONTHS_DEFAULT, TRACKER_EVENTS_PER_MINUTE } from '@advance/contracts';
import type { Db } from '@advance/db';
import type { Logger } from '../logger';
import { createTrackerRateLimit, type TrackerRateLimit } from './event-rate-limit';
import { createFingerprinter, type Fingerprinter } from './fingerprint';
import { type GeoLookup, openGeoLookup } from './geo-lookup';
import { createVisitorSessionCache, type VisitorSessionCache } from './session-cache';
import { createTrackingWriteQueue, type TrackingWriteQueue } from './write-queue';

/** The tracker's moving parts that live as long as the process. */
export interface Tracking {
  queue: TrackingWriteQueue;
  rateLimit: TrackerRateLimit;
  geo: GeoLookup;
  fingerprint: Fingerprinter;
  /** Visits named by recent events, so most events cost no database read. */
  sessions: VisitorSessionCache;
  /** Raw events older than this many months are deleted by the maintenance job. */
  retentionMonths: number;
}

export interface TrackingOptions {
  db: Db;
  log: Logger;
  /** Path of an offline MaxMind-format database; none means no locations. */
  geoipDatabase?: string | undefined;
  retentionMonths?: number | undefined;
  eventsPerMinute?: number | undefined;
}

export async function createTracking(options: TrackingOptions): Promise<Tracking> {
  return {
    queue: createTrackingWriteQueue({ db: options.db, log: options.log }),
    rateLimit: createTrackerRateLimit(options.eventsPerMinute ?? TRACKER_EVENTS_PER_MINUTE),
    geo: await openGeoLookup(options.geoipDatabase),
    fingerprint: createFingerprinter(),
    sessions: createVisitorSessionCache(),
    retentionMonths: options.retentionMonths ?? ANALYTICS_RETENTION_MONTHS_DEFAULT,
  };
}
