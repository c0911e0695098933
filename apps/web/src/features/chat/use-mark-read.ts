import {
  type ConversationWithMessages,
  MARK_READ_DELAY_MS,
  type SenderType,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';
import { applyReadReceipt } from './apply-live-event';

/** The newest message of the other side that `reader` has not read, if any. */
export function newestUnreadId(
  conversation: ConversationWithMessages | undefined,
  reader: SenderType,
): string | null {
  const unread = conversation?.messages.filter((m) => m.senderType !== reader && !m.isRead);
  return unread?.at(-1)?.id ?? null;
}

/**
 * Spec part 7: 1 s after a message of the other side shows in the open conversation (or
 * after opening one that has unread messages), tell the server it was read. A tab in the
 * background has not been read: the second starts once the page is visible again.
 */
export function useMarkRead(
  conversation: ConversationWithMessages | undefined,
  reader: SenderType,
  onRead?: () => void,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const markRead = useMutation(trpc.conversations.markRead.mutationOptions());
  // The latest callbacks, without restarting the timer when they change identity.
  const latest = useRef({ mutate: markRead.mutate, onRead });
  latest.current = { mutate: markRead.mutate, onRead };
  const conversationId = conversation?.id ?? null;
  const unreadId = newestUnreadId(conversation, reader);

  useEffect(() => {
    if (conversationId === null || unreadId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', start);
      timer = setTimeout(() => {
        latest.current.mutate(
          { conversationId },
          {
            onSuccess: (receipt) => {
              applyReadReceipt(queryClient, conversationId, receipt);
              latest.current.onRead?.();
            },
          },
        );
      }, MARK_READ_DELAY_MS);
    };
    document.addEventListener('visibilitychange', start);
    start();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [conversationId, unreadId, queryClient]);
}
