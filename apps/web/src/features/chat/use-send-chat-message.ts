import type { ConversationMessage } from '@advance/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useMessageKey } from '../../lib/use-message-key';

/**
 * The one call of both chat composers: sends a message with its idempotency key and
 * answers the stored message. Sent again after a failure, the same text carries the same
 * key, so a send whose answer was lost is stored once; the cache work is the caller's.
 */
export function useSendChatMessage(conversationId: string) {
  const trpc = useTRPC();
  const send = useMutation(trpc.conversations.send.mutationOptions());
  const messageKey = useMessageKey();

  const deliver = async (content: string): Promise<ConversationMessage> => {
    const message = await send.mutateAsync({
      conversationId,
      content,
      idempotencyKey: messageKey.keyFor(content),
    });
    messageKey.sent();
    return message;
  };

  return { deliver, pending: send.isPending };
}
