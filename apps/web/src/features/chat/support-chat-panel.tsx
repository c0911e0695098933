import { CHAT_PANEL_HEIGHT_PX, type CustomerApplication, chatMessages } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ChatProblem } from './chat-problem';
import { CustomerConversation } from './customer-conversation';
import {
  conversationOptionLabel,
  conversationsForApplication,
  currentConversation,
} from './pick-conversation';
import { useStartConversation } from './use-start-conversation';

/**
 * The support chat on an application card (spec part 2): 550 px high, the conversation
 * about this application (or a general one staff started), opened automatically when the
 * customer has none. With several, a picker chooses; the most recent shows by default.
 */
export function SupportChatPanel({ application }: { application: CustomerApplication }) {
  const headingId = useId();
  const trpc = useTRPC();
  const mine = useQuery(trpc.conversations.mine.queryOptions());
  const conversations = conversationsForApplication(mine.data ?? [], application.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const current = currentConversation(conversations, chosenId);
  const start = useStartConversation(application.id, mine.isSuccess && conversations.length === 0);

  return (
    <section
      aria-labelledby={headingId}
      style={{ height: CHAT_PANEL_HEIGHT_PX }}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="space-y-3 border-b border-slate-200 p-4">
        <div className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-slate-600" />
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            Support Chat
          </h3>
        </div>
        {conversations.length > 1 && current ? (
          <ConversationPicker
            conversations={conversations}
            value={current.id}
            onChange={setChosenId}
          />
        ) : null}
      </div>

      {mine.isPending || start.starting ? <Spinner label="Loading conversation…" /> : null}
      {mine.isError ? (
        <ChatProblem
          message={serverMessage(mine.error, chatMessages.fetchFailed)}
          onRetry={() => void mine.refetch()}
        />
      ) : null}
      {start.failed && !current ? (
        <ChatProblem message={chatMessages.createError} onRetry={start.retry} />
      ) : null}
      {current ? <CustomerConversation key={current.id} conversationId={current.id} /> : null}
    </section>
  );
}

function ConversationPicker({
  conversations,
  value,
  onChange,
}: {
  conversations: ReturnType<typeof conversationsForApplication>;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Conversation
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {conversations.map((conversation) => (
          <option key={conversation.id} value={conversation.id}>
            {conversationOptionLabel(conversation)}
          </option>
        ))}
      </Select>
    </div>
  );
}
