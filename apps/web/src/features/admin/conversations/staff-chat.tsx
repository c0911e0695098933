import { type AdminConversation, CHAT_PANEL_HEIGHT_PX, chatMessages } from '@advance/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ChatInput } from '../../chat/chat-input';
import { ChatProblem } from '../../chat/chat-problem';
import { MessageList } from '../../chat/message-list';
import { useMarkRead } from '../../chat/use-mark-read';
import { useStaffSend } from '../../chat/use-staff-send';
import { customerName } from './conversation-summary';

/**
 * A conversation from the staff side: the same message view as the customer's, the
 * customer's messages marked read 1 s after it opens (and after each new one), replies
 * shown at once and taken back if the server refuses them.
 */
export function StaffChat({ conversation }: { conversation: AdminConversation }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useQuery(
    trpc.conversations.get.queryOptions({ id: conversation.id, includeAll: true }),
  );
  const { draft, setDraft, submit, sending } = useStaffSend(conversation.id);
  // The Unread Messages card counts what staff have not read.
  useMarkRead(
    thread.data,
    'admin',
    () => void queryClient.invalidateQueries({ queryKey: trpc.admin.summary.queryKey() }),
  );
  const name = customerName(conversation);

  if (thread.isPending) return <Spinner label="Loading messages…" />;
  if (thread.isError) {
    return (
      <ChatProblem
        viewer="admin"
        message={serverMessage(thread.error, chatMessages.fetchFailed)}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  return (
    <div style={{ height: CHAT_PANEL_HEIGHT_PX }} className="flex flex-col">
      <MessageList
        messages={thread.data.messages}
        viewer="admin"
        customerName={name}
        label={`Messages with ${name}`}
        emptyText="No messages yet."
        className="flex-1"
      />
      <ChatInput
        viewer="admin"
        label={`Reply to ${name}`}
        value={draft}
        onChange={setDraft}
        onSend={submit}
        sending={sending}
      />
    </div>
  );
}
