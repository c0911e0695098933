import type { LiveEvent } from '@advance/contracts';
import type { CoreDeps } from '../deps';
import { publishLiveEvent } from '../live/publish-live-event';

/**
 * Tells the conversation's owner and staff, after the change committed. The change stands
 * either way: a failed announcement is logged, and clients still see the change on their
 * next read, so the caller never gets an error for a message that was in fact saved.
 */
export async function announceChatEvent(
  deps: Pick<CoreDeps, 'db' | 'events' | 'log'>,
  ownerId: string,
  event: LiveEvent,
): Promise<void> {
  try {
    await publishLiveEvent(deps, ownerId, event);
  } catch (error) {
    deps.log.error(
      { err: error, type: event.type, conversationId: event.conversationId },
      'Publishing a chat event failed',
    );
  }
}
