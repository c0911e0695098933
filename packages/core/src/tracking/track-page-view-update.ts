import { setTimeout } from 'node:timers/promises';
import { type PublicUser, trackerMessages } from '@advance/contracts';
import { findPageViewSessionId, type PageViewChanges, updatePageView } from '@advance/db';
import type { PageViewUpdate } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { admitCountedEvent } from './drop-for-staff';
import type { TrackerDeps } from './tracker-visitor';
import { FLUSH_DELAY_MS } from './write-queue';

const notFound = () => new DomainError('NOT_FOUND', trackerMessages.pageViewNotFound);

/**
 * PATCH /api/page-views/{id}: time on page, exit flag, clicks. Only the visit that owns the
 * page view may change it. A view still waiting in the write queue is changed there; one
 * being written is changed once the write is done; one another instance still holds is
 * looked for again once that instance has written it.
 */
export async function trackPageViewUpdate(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  pageViewId: string,
  input: PageViewUpdate,
): Promise<void> {
  const sessionRef = input.sessionId ?? (await visitOfPageView(deps, pageViewId));
  if (!sessionRef) throw notFound();
  const admitted = await admitCountedEvent(deps, viewer, meta, sessionRef);
  if (!admitted) return;
  const { session } = admitted;
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
  if (await updatePageView(deps.db, ref, changes)) return;
  // Behind several instances the view may have been taken by another one, whose queue
  // writes it within FLUSH_DELAY_MS: look once more after that before calling it unknown.
  await setTimeout(FLUSH_DELAY_MS * 2);
  if (!(await updatePageView(deps.db, ref, changes))) throw notFound();
}

/**
 * The visit a page view belongs to, for an update that names none (the spec's payload):
 * from this instance's write queue, else the database, else once more after another
 * instance's queue had time to write it.
 */
async function visitOfPageView(deps: TrackerDeps, pageViewId: string) {
  const pending = deps.tracking.queue.pendingPageViewSession(pageViewId);
  if (pending) return pending;
  await deps.tracking.queue.settled();
  const stored = await findPageViewSessionId(deps.db, pageViewId);
  if (stored) return stored;
  await setTimeout(FLUSH_DELAY_MS * 2);
  return findPageViewSessionId(deps.db, pageViewId);
}
