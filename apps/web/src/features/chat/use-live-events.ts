import { isStaffRole, type PublicUser } from '@advance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LiveConnection } from '../../lib/live/live-connection';
import { useLiveConnectionState } from '../../lib/live/use-live-connection-state';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { applyLiveEvent } from './apply-live-event';
import { toastNewChatMessage } from './new-chat-message-toast';

export type LiveEventsConnection = Pick<
  LiveConnection,
  'getSnapshot' | 'subscribe' | 'hold' | 'pause'
>;

/**
 * While someone is signed in, listens to `live.events` and keeps the query cache current:
 * new messages join their conversation and lists, read receipts mark messages read, and the
 * staff summary counts are fetched again. Customers get a toast for each new staff message,
 * with an action that opens the chat showing it (issue 20).
 *
 * The subscription resumes from the last event id whenever it has to start again: after
 * the user's Reconnect (the paused client dropped it) or when the server ended it.
 */
export function useLiveEvents(
  user: PublicUser | null | undefined,
  connection: LiveEventsConnection,
) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const paused = useLiveConnectionState(connection).status === 'paused';
  const [restarts, setRestarts] = useState(0);
  // Per user, so a different account signing in on this tab starts from "now".
  const lastEvent = useRef<{ userId: string; id: string } | null>(null);
  const wasPaused = useRef(false);
  const userId = user?.id ?? null;
  const staff = user ? isStaffRole(user.role) : false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restarts` only asks for a fresh subscription.
  useEffect(() => {
    if (userId === null) return;
    if (paused) {
      wasPaused.current = true;
      return;
    }
    const release = connection.hold();
    const resumeFrom = lastEvent.current?.userId === userId ? lastEvent.current.id : null;
    if (wasPaused.current && resumeFrom === null) {
      // No event id to resume from: whatever happened during the pause is read afresh.
      void queryClient.invalidateQueries(trpc.conversations.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.conversations.pathFilter());
    }
    wasPaused.current = false;
    const subscription = client.live.events.subscribe(
      { lastEventId: resumeFrom },
      {
        onData: ({ id, data }) => {
          lastEvent.current = { userId, id };
          const { isNew } = applyLiveEvent(queryClient, data);
          if (staff) {
            void queryClient.invalidateQueries({ queryKey: trpc.admin.summary.queryKey() });
          } else if (isNew && data.type === 'new_message' && data.message.senderType === 'admin') {
            toastNewChatMessage(queryClient, data.message);
          }
        },
        // Not the socket (that reconnects by itself) but the subscription: let the user retry.
        onError: () => connection.pause(),
        // The server ends a subscriber that fell too far behind; it resumes from its last id.
        onStopped: () => setRestarts((n) => n + 1),
      },
    );
    return () => {
      subscription.unsubscribe();
      release();
    };
  }, [userId, staff, paused, restarts, connection, queryClient, trpc, client]);
}
