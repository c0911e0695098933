import { isStaffRole, type PublicUser, trackerMessages } from '@advance/contracts';
import { findVisitorSession, type VisitorSessionRef } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { isBotUserAgent } from './user-agent';

/** Who sends a tracker event, as the server sees it (never as the payload claims). */
export interface TrackerVisitor {
  /** The signed-in user of the request, or null: a payload's userId is never believed. */
  userId: string | null;
  /** Staff visits are kept out of every figure. */
  isStaff: boolean;
  /**
   * Nothing is stored for this request (a known bot, or Do-Not-Track / Global Privacy
   * Control), yet it is answered as if it were: a bot learns nothing from the answer.
   */
  ignored: boolean;
}

export type TrackerDeps = Pick<CoreDeps, 'db' | 'now' | 'log' | 'config' | 'tracking'>;

/** Counts the event against the per-IP limit (429 past it) and says how to treat it. */
export function admitTrackerEvent(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
): TrackerVisitor {
  deps.tracking.rateLimit.hit(meta.ip ?? 'unknown', deps.now());
  return {
    userId: viewer?.id ?? null,
    isStaff: viewer !== null && isStaffRole(viewer.role),
    ignored: Boolean(meta.doNotTrack) || isBotUserAgent(meta.userAgent),
  };
}

/** The database id or the browser's client id: both name a visit (docs/architecture.md §5). */
export const sessionRefOf = (ref: string): { id: string } | { clientId: string } =>
  isUuid(ref) ? { id: ref } : { clientId: ref };

/** The visit a tracker call names; a quiet 404 when there is none. */
export async function requireVisitorSession(
  deps: TrackerDeps,
  ref: string,
): Promise<VisitorSessionRef> {
  const now = deps.now();
  const cached = deps.tracking.sessions.get(ref, now);
  if (cached) return cached;
  const session = await findVisitorSession(deps.db, sessionRefOf(ref));
  if (!session) throw new DomainError('NOT_FOUND', trackerMessages.sessionNotFound);
  deps.tracking.sessions.set(session, now);
  return session;
}
