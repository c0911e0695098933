import {
  type Conversation,
  type ConversationMessage,
  NEW_MESSAGE_TOAST_MS,
} from '@advance/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n';
import { toast } from '../../lib/toast-store';
import { openChat } from './chat-focus-request';
import { myConversationsKey } from './chat-query-keys';
import { ToastWithAction } from './toast-with-action';

/** The application whose card shows the conversation (null: a general one, on every card). */
export function applicationOfConversation(
  queryClient: QueryClient,
  conversationId: string,
): string | null {
  const lists = queryClient.getQueriesData<Conversation[]>({ queryKey: myConversationsKey() });
  for (const [, list] of lists) {
    const found = list?.find((c) => c.id === conversationId);
    if (found) return found.applicationId;
  }
  return null;
}

/**
 * Spec part 7's toast for a staff message, with (issue 20) the way to it: "Open chat" goes
 * to the dashboard card whose chat shows the message, not to the Message Center, which
 * does not. The application is looked up when the action is used, once the customer's list
 * knows a conversation staff just started.
 */
export function toastNewChatMessage(queryClient: QueryClient, message: ConversationMessage): void {
  // Issue 20: in the customer's language (the spec's English text in English).
  const t = i18n.getFixedT(null, 'chat');
  const handle = toast({
    title: t('toast.newMessageTitle'),
    description: (
      <ToastWithAction
        text={t('toast.newMessage')}
        action={t('toast.openChat')}
        onAction={() => {
          handle.dismiss();
          openChat(applicationOfConversation(queryClient, message.conversationId));
        }}
      />
    ),
    duration: NEW_MESSAGE_TOAST_MS,
  });
}
