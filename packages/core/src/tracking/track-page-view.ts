import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@advance/contracts';
import { setVisitorSessionUtmIfEmpty } from '@advance/db';
import type { PageView } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { admitCountedEvent } from './drop-for-staff';
import { pathOnly, redactQueryParams } from './query-params';
import { stripUrlQuery } from './referrer';
import type { TrackerDeps } from './tracker-visitor';
import { hasUtm, utmFromQuery } from './utm';

/**
 * POST /api/page-views. The id is made here and answered at once; the row joins the write
 * queue. An entry page's utm_* query fills the visit's campaign when the start had none.
 */
export async function trackPageView(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  input: PageView,
): Promise<{ id: string }> {
  const id = randomUUID();
  const admitted = await admitCountedEvent(deps, viewer, meta, input.sessionId);
  if (!admitted) return { id };
  const { visitor, session } = admitted;
  const now = deps.now();
  const query = redactQueryParams(input.queryParams);
  await deps.tracking.queue.pageView(
    {
      id,
      sessionId: session.id,
      userId: visitor.userId,
      path: pathOnly(input.path),
      title: input.title ?? null,
      queryParams: query ? JSON.stringify(query) : null,
      referrerPage: stripUrlQuery(input.referrerPage),
      isEntryPage: input.isEntryPage ?? false,
      viewedAt: now,
    },
    { id: session.id, lastActiveAt: now, userId: visitor.userId, converted: false },
  );
  const utm = utmFromQuery(input.queryParams);
  if (input.isEntryPage && hasUtm(utm)) await setVisitorSessionUtmIfEmpty(deps.db, session.id, utm);
  return { id };
}
