import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ChatInput } from './chat-input';
import { ChatProblem } from './chat-problem';
import { useChatTexts } from './chat-texts';
import { MessageList } from './message-list';
import { useCustomerSend } from './use-customer-send';
import { useMarkRead } from './use-mark-read';

/** One conversation as the customer sees it: every message (includeAll) and the box. */
export function CustomerConversation({ conversationId }: { conversationId: string }) {
  const { t } = useChatTexts();
  const trpc = useTRPC();
  const conversation = useQuery(
    trpc.conversations.get.queryOptions({ id: conversationId, includeAll: true }),
  );
  const { draft, setDraft, submit, sending } = useCustomerSend(conversationId);
  useMarkRead(conversation.data, 'user');

  if (conversation.isPending) return <Spinner label={t('panel.loadingMessages')} />;
  if (conversation.isError) {
    return (
      <ChatProblem
        message={serverMessage(conversation.error, t('problems.fetchFailed'))}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  return (
    <>
      <MessageList
        messages={conversation.data.messages}
        viewer="user"
        customerName={t('log.you')}
        label={t('log.label')}
        emptyText={t('log.empty')}
        className="flex-1"
      />
      <ChatInput
        label={t('input.label')}
        value={draft}
        onChange={setDraft}
        onSend={(text) => void submit(text)}
        sending={sending}
      />
    </>
  );
}
