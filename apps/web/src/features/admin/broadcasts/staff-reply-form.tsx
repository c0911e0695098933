import { messageCenterMessages, type Reply } from '@advance/contracts';
import { useTRPC } from '../../../lib/trpc';
import { ReplyBox } from '../../messages/reply-box';
import { useReplyForm } from '../../messages/use-reply-form';

/**
 * Staff answer one customer's thread of a message (sent as support). A broadcast has one
 * thread per customer, so the customer is always named (`userId`); the server requires it
 * for broadcasts and ignores it for direct messages.
 */
export function StaffReplyForm({
  messageId,
  userId,
  customerName,
  onSent,
}: {
  messageId: string;
  userId: string;
  customerName: string;
  onSent: (reply: Reply) => void;
}) {
  const trpc = useTRPC();
  const reply = useReplyForm({
    mutation: trpc.admin.messages.reply.mutationOptions(),
    variables: (content, idempotencyKey) => ({ messageId, userId, content, idempotencyKey }),
    successToast: {
      title: messageCenterMessages.replySentTitle,
      description: `Sent to ${customerName}.`,
    },
    onSent,
  });

  return <ReplyBox reply={reply} label={`Reply to ${customerName}`} rows={3} size="sm" />;
}
