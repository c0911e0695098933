import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureToast } from '../../lib/failure-toast';
import { toast } from '../../lib/toast-store';
import { applyNewMessage } from './apply-live-event';
import { useChatTexts } from './chat-texts';
import { useSendChatMessage } from './use-send-chat-message';

/**
 * A customer's message (spec parts 2 and 8): sent trimmed, one at a time, shown once the
 * server has it ("Message sent"); on failure the text stays in the box for another try,
 * which carries the same idempotency key (a send whose answer was lost is stored once).
 */
export function useCustomerSend(conversationId: string) {
  const { t } = useChatTexts();
  const queryClient = useQueryClient();
  const send = useSendChatMessage(conversationId);
  const [draft, setDraft] = useState('');
  // A ref as well as state: a second Enter in the same tick must see the first send.
  const inFlight = useRef(false);

  const submit = async (text: string) => {
    const content = text.trim();
    if (!content || inFlight.current) return;
    inFlight.current = true;
    try {
      applyNewMessage(queryClient, await send.deliver(content));
      setDraft('');
      toast({ title: t('toast.messageSentTitle') });
    } catch (error) {
      failureToast(t('problems.sendErrorTitle'), t('problems.sendError'))(error);
    } finally {
      inFlight.current = false;
    }
  };

  return { draft, setDraft, submit, sending: send.pending };
}
