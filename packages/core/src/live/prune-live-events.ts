import { deleteLiveEventsBefore } from '@advance/db';
import type { CoreDeps } from '../deps';

/** A client offline longer than this reloads its data instead of resuming. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export const pruneLiveEvents = (deps: Pick<CoreDeps, 'db' | 'now'>): Promise<number> =>
  deleteLiveEventsBefore(deps.db, new Date(deps.now().getTime() - LIVE_EVENT_RETENTION_MS));
