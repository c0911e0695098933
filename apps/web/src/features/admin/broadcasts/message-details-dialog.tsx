import { type AdminMessage, messageCenterMessages, type Reply } from '@advance/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DetailList } from '../../../components/ui/detail-list';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFor } from '../../../components/ui/dialog-for';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { nameOrEmail } from '../../../lib/person-name';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { ReplyThread } from '../../messages/reply-thread';
import { DialogSection } from '../dialog-section';
import { readStateText, recipientText, senderText } from './admin-message-text';
import { PriorityBadge } from './priority-badge';
import { StaffReplyForm } from './staff-reply-form';

type MessageThread = RouterOutputs['admin']['messages']['get']['threads'][number];

/** Spec part 2, Message Details: open while `message` is set; any way of closing calls onClose. */
export function MessageDetailsDialog({
  message,
  onClose,
}: {
  message: AdminMessage | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={message} onClose={onClose} className="max-w-2xl">
      {(shown) => <MessageDetails key={shown.id} initial={shown} />}
    </DialogFor>
  );
}

/** The list's copy shows at once; the fresh one (with the reply threads) follows. */
function MessageDetails({ initial }: { initial: AdminMessage }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const details = useQuery(trpc.admin.messages.get.queryOptions({ id: initial.id }));
  const message = details.data?.message ?? initial;
  const readState = readStateText(message);

  const addReply = (userId: string, reply: Reply) => {
    queryClient.setQueryData(trpc.admin.messages.get.queryKey({ id: initial.id }), (data) =>
      data
        ? {
            ...data,
            threads: data.threads.map((thread) =>
              thread.user.id === userId
                ? { ...thread, replies: [...thread.replies, reply] }
                : thread,
            ),
          }
        : data,
    );
    // The list's reply count.
    void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.queryKey() });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Message Details</DialogTitle>
        <DialogDescription className="break-words">{message.title}</DialogDescription>
      </DialogHeader>

      <div className="space-y-6">
        <DetailList
          columns={2}
          items={[
            { label: 'To', value: recipientText(message) },
            { label: 'From', value: senderText(message) },
            { label: 'Sent', value: formatDateTime(message.sentAt) },
            { label: 'Priority', value: <PriorityBadge priority={message.priority} /> },
            {
              label: 'Status',
              value: readState.detail ? `${readState.label} ${readState.detail}` : readState.label,
            },
          ]}
        />
        <DialogSection title="Content">
          <p className="whitespace-pre-line break-words text-base text-slate-800">
            {message.content}
          </p>
        </DialogSection>
        <DialogSection title="Replies">
          {details.isPending ? <Spinner label="Loading replies…" className="py-4" /> : null}
          {details.isError ? (
            <FormAlert>
              {serverMessage(details.error, 'The replies could not be loaded.')}
            </FormAlert>
          ) : null}
          {details.data && details.data.threads.length === 0 ? (
            <p className="text-base text-slate-700">No replies yet.</p>
          ) : null}
          {details.data?.threads.map((thread) => (
            <Thread
              key={thread.user.id}
              messageId={message.id}
              thread={thread}
              showName={message.kind === 'broadcast'}
              onReply={(reply) => addReply(thread.user.id, reply)}
            />
          ))}
        </DialogSection>
      </div>
    </>
  );
}

/** One customer's side of the message: their replies and staff answers, then a reply box. */
function Thread({
  messageId,
  thread,
  showName,
  onReply,
}: {
  messageId: string;
  thread: MessageThread;
  /** A broadcast has many threads: each says whose it is. */
  showName: boolean;
  onReply: (reply: Reply) => void;
}) {
  const customer = nameOrEmail(thread.user);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      {showName ? <h4 className="font-semibold text-slate-900">{customer}</h4> : null}
      {thread.replies.length > 0 ? (
        <ReplyThread
          replies={thread.replies}
          selfSender="support"
          labels={{ user: customer, support: messageCenterMessages.senderAdmin }}
        />
      ) : (
        <p className="text-sm text-slate-700">No replies yet.</p>
      )}
      <StaffReplyForm
        messageId={messageId}
        userId={thread.user.id}
        customerName={customer}
        onSent={onReply}
      />
    </div>
  );
}
