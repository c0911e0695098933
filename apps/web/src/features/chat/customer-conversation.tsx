import { chatMessages } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ChatInput } from './chat-input';
import { ChatProblem } from './chat-problem';
import { MessageList } from './message-list';
import { useCustomerSend } from './use-customer-send';
import { useMarkRead } from './use-mark-read';

/** One conversation as the customer sees it: every message (includeAll) and the box. */
export function CustomerConversation({ conversationId }: { conversationId: string }) {
  const trpc = useTRPC();
  const conversation = useQuery(
    trpc.conversations.get.queryOptions({ id: conversationId, includeAll: true }),
  );
  const { draft, setDraft, submit, sending } = useCustomerSend(conversationId);
  useMarkRead(conversation.data, 'user');

  if (conversation.isPending) return <Spinner label="Loading messages…" />;
  if (conversation.isError) {
    return (
      <ChatProblem
        message={serverMessage(conversation.error, chatMessages.fetchFailed)}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  return (
    <>
      <MessageList
        messages={conversation.data.messages}
        viewer="user"
        customerName="You"
        label="Messages with support"
        emptyText={chatMessages.noMessagesYet}
        className="flex-1"
      />
      <ChatInput
        label={chatMessages.inputLabel}
        value={draft}
        onChange={setDraft}
        onSend={(text) => void submit(text)}
        sending={sending}
      />
    </>
  );
}
