import { randomUUID } from 'node:crypto';
import { type PublicUser, trackerMessages } from '@advance/contracts';
import { findPageViewSessionId } from '@advance/db';
import { type Interaction, TRACKER_ELEMENT_TEXT_MAX } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { admitCountedEvent } from './drop-for-staff';
import { pathOnly } from './query-params';
import type { TrackerDeps } from './tracker-visitor';

/** A click or form submit may only point at a page view of its own visit. */
async function assertPageViewOf(deps: TrackerDeps, pageViewId: string, sessionId: string) {
  const owner =
    deps.tracking.queue.pendingPageViewSession(pageViewId) ??
    (await findPageViewSessionId(deps.db, pageViewId));
  if (owner !== sessionId) throw new DomainError('NOT_FOUND', trackerMessages.pageViewNotFound);
}

/** POST /api/interactions: clicks (element id, trimmed text) and form submits (form id). */
export async function trackInteraction(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  input: Interaction,
): Promise<{ id: string }> {
  const id = randomUUID();
  const admitted = await admitCountedEvent(deps, viewer, meta, input.sessionId);
  if (!admitted) return { id };
  const { visitor, session } = admitted;
  if (input.pageViewId) await assertPageViewOf(deps, input.pageViewId, session.id);
  const now = deps.now();
  const text = input.elementText?.trim().slice(0, TRACKER_ELEMENT_TEXT_MAX);
  await deps.tracking.queue.interaction(
    {
      id,
      sessionId: session.id,
      userId: visitor.userId,
      pageViewId: input.pageViewId ?? null,
      eventType: input.eventType,
      eventCategory: 'user_interaction',
      eventAction: input.eventAction,
      elementId: input.elementId ?? null,
      elementText: text || null,
      path: input.path ? pathOnly(input.path) : null,
      occurredAt: now,
    },
    { id: session.id, lastActiveAt: now, userId: visitor.userId, converted: false },
  );
  return { id };
}
