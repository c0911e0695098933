import {
  CHAT_SEND_DEBOUNCE_MS,
  type ConversationWithMessages,
  chatMessages,
} from '@advance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureToast } from '../../lib/failure-toast';
import { applyNewMessage } from './apply-live-event';
import { conversationKey } from './chat-query-keys';
import { confirmPending } from './conversation-updates';
import { pendingMessage, withoutMessage, withPending } from './optimistic-messages';
import { useSendChatMessage } from './use-send-chat-message';

/** Numbers the optimistic copies of this page. */
let pendingCount = 0;

/**
 * Staff replies (spec parts 5 and 7): the message joins the conversation at once and the
 * box empties; the call goes out ~50 ms later, and nothing more is sent until it answered
 * (a double Enter or double click sends once). If the server refuses, the message leaves
 * the list again, the toast says why, and the text returns to an empty box; sent again, it
 * carries the same idempotency key, so a send whose answer was lost is stored once.
 */
export function useStaffSend(conversationId: string) {
  const queryClient = useQueryClient();
  const send = useSendChatMessage(conversationId);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const update = (change: (data: ConversationWithMessages) => ConversationWithMessages) =>
    queryClient.setQueriesData<ConversationWithMessages>(
      { queryKey: conversationKey(conversationId) },
      (data) => (data ? change(data) : data),
    );

  const deliver = async (content: string, pendingId: string) => {
    try {
      const message = await send.deliver(content);
      // The copy becomes the message before the lists learn of it, so it shows once.
      update((data) => confirmPending(data, pendingId, message));
      applyNewMessage(queryClient, message);
    } catch (error) {
      update((data) => withoutMessage(data, pendingId));
      setDraft((current) => (current === '' ? content : current));
      failureToast(chatMessages.staffSendFailedTitle, chatMessages.staffSendFailed)(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const submit = (text: string) => {
    const content = text.trim();
    if (!content || busy.current) return;
    busy.current = true;
    setSending(true);
    pendingCount += 1;
    const pending = pendingMessage({
      conversationId,
      content,
      senderType: 'admin',
      key: pendingCount,
      now: new Date(),
    });
    update((data) => withPending(data, pending));
    setDraft('');
    setTimeout(() => void deliver(content, pending.id), CHAT_SEND_DEBOUNCE_MS);
  };

  return { draft, setDraft, submit, sending };
}
