import type { Conversation } from '@advance/contracts';
import { useQueries } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ChatInput } from './chat-input';
import { ChatProblem } from './chat-problem';
import { useChatTexts } from './chat-texts';
import { mergeTimeline, replyConversationId, replySubject } from './chat-timeline';
import { MarkConversationRead } from './mark-conversation-read';
import { MessageList } from './message-list';
import { useChatFocus } from './use-chat-focus';
import { useCustomerSend } from './use-customer-send';

/**
 * Issue 20: every conversation of an application card (its own and the general ones staff
 * start) in one log, newest at the bottom, each message naming its subject when there are
 * several. The box answers the latest staff message's conversation; everything shown is
 * marked read. Each conversation is the spec's `conversations.get` (includeAll), so the live
 * channel keeps each one current exactly as before.
 */
export function ApplicationTimeline({
  conversations,
  applicationId,
  panel,
}: {
  /** Most recent activity first (conversationsForApplication). */
  conversations: readonly Conversation[];
  applicationId: string | null;
  /** The card's chat section, scrolled to when a toast's "Open chat" asks for it. */
  panel: RefObject<HTMLElement | null>;
}) {
  const { t } = useChatTexts();
  const trpc = useTRPC();
  const results = useQueries({
    queries: conversations.map((c) =>
      trpc.conversations.get.queryOptions({ id: c.id, includeAll: true }),
    ),
  });
  const loaded = results.flatMap((r) => (r.data ? [r.data] : []));
  const timeline = mergeTimeline(loaded);
  const replyId = replyConversationId(conversations, timeline, applicationId);
  const subjects = new Map(timeline.map((item) => [item.message.id, item.subject]));
  const subjectOf = (message: { id: string }) => subjects.get(message.id) ?? null;
  const failed = results.find((r) => r.isError);
  const ready = results.every((r) => r.isSuccess);
  useChatFocus(applicationId, panel, ready);

  if (results.some((r) => r.isPending)) return <Spinner label={t('panel.loadingMessages')} />;
  if (failed) {
    return (
      <ChatProblem
        message={serverMessage(failed.error, t('problems.fetchFailed'))}
        onRetry={() => {
          for (const r of results) if (r.isError) void r.refetch();
        }}
      />
    );
  }
  return (
    <>
      {loaded.map((conversation) => (
        <MarkConversationRead key={conversation.id} conversation={conversation} />
      ))}
      <MessageList
        messages={timeline.map((item) => item.message)}
        subjectOf={subjectOf}
        viewer="user"
        customerName={t('log.you')}
        label={t('log.label')}
        emptyText={t('log.empty')}
        className="flex-1"
      />
      {replyId ? (
        // Not keyed by conversation: a staff message arriving elsewhere keeps the draft.
        <ReplyBox conversationId={replyId} subject={replySubject(conversations, replyId)} />
      ) : null}
    </>
  );
}

function ReplyBox({ conversationId, subject }: { conversationId: string; subject: string | null }) {
  const { t } = useChatTexts();
  const { draft, setDraft, submit, sending } = useCustomerSend(conversationId);
  return (
    <div>
      {subject ? (
        <p className="border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-sm text-slate-700">
          {t('input.replyingTo', { subject })}
        </p>
      ) : null}
      <ChatInput
        label={t('input.label')}
        value={draft}
        onChange={setDraft}
        onSend={(text) => void submit(text)}
        sending={sending}
      />
    </div>
  );
}
