import type { LiveEvent } from '@advance/contracts';
import { appendLiveEvent } from '@advance/db';
import type { CoreDeps } from '../deps';

/**
 * Sends a chat event to the conversation's owner and to staff, on every instance: it is
 * journaled (so a reconnecting client can catch up) and announced. Call it after the
 * change it reports has committed.
 */
export async function publishLiveEvent(
  deps: Pick<CoreDeps, 'db' | 'events'>,
  ownerId: string,
  event: LiveEvent,
): Promise<void> {
  const id = await appendLiveEvent(deps.db, { userId: ownerId, type: event.type, payload: event });
  deps.events.publish({ type: 'live.appended', id });
}
