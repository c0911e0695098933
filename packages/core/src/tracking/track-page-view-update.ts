import { type PublicUser, trackerMessages } from '@advance/contracts';
import { type PageViewChanges, updatePageView } from '@advance/db';
import type { PageViewUpdate } from '@advance/tracker/schemas';
import type { RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { dropForStaff } from './drop-for-staff';
import { admitTrackerEvent, requireVisitorSession, type TrackerDeps } from './tracker-visitor';

const notFound = () => new DomainError('NOT_FOUND', trackerMessages.pageViewNotFound);

/**
 * PATCH /api/page-views/{id}: time on page, exit flag, clicks. Only the visit that owns the
 * page view may change it. A view still waiting in the write queue is changed there; one
 * being written is changed once the write is done.
 */
export async function trackPageViewUpdate(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  pageViewId: string,
  input: PageViewUpdate,
): Promise<void> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return;
  const session = await requireVisitorSession(deps, input.sessionId);
  if (await dropForStaff(deps, visitor, session)) return;
  const changes: PageViewChanges = {
    ...(input.timeOnPage !== undefined && { timeOnPage: input.timeOnPage }),
    ...(input.isExitPage !== undefined && { isExitPage: input.isExitPage }),
    ...(input.clicks !== undefined && { clicks: input.clicks }),
  };
  const ref = { id: pageViewId, sessionId: session.id };
  const pending = deps.tracking.queue.patchPendingPageView(ref, changes);
  if (pending === 'patched') return;
  if (pending === 'other-session') throw notFound();
  await deps.tracking.queue.settled();
  if (!(await updatePageView(deps.db, ref, changes))) throw notFound();
}
