import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@advance/contracts';
import { insertVisitorSession } from '@advance/db';
import type { SessionStart } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { truncateIp } from './ip-address';
import { classifyReferrer } from './referrer';
import { admitTrackerEvent, type TrackerDeps } from './tracker-visitor';
import { parseUserAgent } from './user-agent';
import { utmFromFields } from './utm';

/**
 * POST /api/sessions. Device, browser, referrer type, location and fingerprint are worked
 * out here from the request; the browser's own claims about them are ignored, and so is a
 * payload userId: the visit belongs to whoever the request is signed in as, or to nobody.
 */
export async function trackSessionStart(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  input: SessionStart,
): Promise<{ id: string }> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return { id: randomUUID() };
  const now = deps.now();
  const session = await insertVisitorSession(deps.db, {
    clientId: input.sessionId,
    userId: visitor.userId,
    isStaff: visitor.isStaff,
    ipAddress: truncateIp(meta.ip),
    userAgent: meta.userAgent,
    fingerprint: deps.tracking.fingerprint(meta.ip, meta.userAgent, now),
    ...deps.tracking.geo(meta.ip),
    ...parseUserAgent(meta.userAgent),
    ...classifyReferrer(input.referrer, deps.config.appOrigin),
    ...utmFromFields(input),
    timezone: input.timezone ?? null,
    screenResolution: input.screenResolution ?? null,
    startedAt: now,
    lastActiveAt: now,
  });
  deps.tracking.sessions.set(session, now);
  return { id: session.id };
}
