import type { ReactNode } from 'react';
import { useId } from 'react';
import { ConversationsList } from '../conversations/conversations-list';

/**
 * Spec part 2, admin Messages tab: conversations with customers, each opening its chat,
 * and Broadcast Message. The broadcast part (button and the sent messages) is its own
 * feature: it comes in through `broadcastSlot` and renders above the conversations.
 */
export function MessagesTab({ broadcastSlot }: { broadcastSlot?: ReactNode }) {
  const headingId = useId();
  return (
    <div className="space-y-10">
      {broadcastSlot}
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
          Conversations
        </h2>
        <ConversationsList />
      </section>
    </div>
  );
}
