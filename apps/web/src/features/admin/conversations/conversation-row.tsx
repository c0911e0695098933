import type { AdminConversation } from '@advance/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { customerName, lastMessageLine, unreadText } from './conversation-summary';
import { StaffChat } from './staff-chat';

/**
 * One conversation in the Messages tab: who, the title, the last message and what is
 * unread, in a disclosure button (aria-expanded) that opens the chat below it. The chat
 * loads only while open.
 */
export function ConversationRow({ conversation }: { conversation: AdminConversation }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const name = customerName(conversation);
  const unread = unreadText(conversation);
  const lastActivity = conversation.lastMessageAt ?? conversation.createdAt;

  return (
    <Card className="overflow-hidden">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start gap-4 p-5 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset"
        >
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-lg font-semibold text-slate-900">{name}</span>
              {unread ? <Badge variant="strong">{unread}</Badge> : null}
            </span>
            {name !== conversation.user.email ? (
              <span className="block break-all text-sm text-slate-700">
                {conversation.user.email}
              </span>
            ) : null}
            <span className="block font-medium text-slate-900">{conversation.title}</span>
            <span className="block truncate text-sm text-slate-700">
              {lastMessageLine(conversation)}
            </span>
            <span className="block text-sm text-slate-600">
              Last activity {formatDateTime(lastActivity)}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'mt-1 size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      {open ? (
        <section id={panelId} aria-labelledby={buttonId} className="border-t border-slate-200">
          <StaffChat conversation={conversation} />
        </section>
      ) : null}
    </Card>
  );
}
