import { messageCenterMessages } from '@advance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { withReply } from './inbox-cache';
import { ReplyAttachment } from './reply-attachment';
import { ReplyBox } from './reply-box';
import { useReplyForm } from './use-reply-form';

/**
 * The customer's reply to one message (spec parts 2, 5 and 8). Content is required; a
 * sent reply joins the thread at once. A 401 starts the logged-out flow, anything else
 * toasts "Failed to send reply. Please try again." (or the server's own reason).
 *
 * Attach File is offered when the message is about an application (documents belong to
 * one); a broadcast or system message has nowhere to put a file, so it is hidden there
 * rather than dead.
 */
export function ReplyForm({
  messageId,
  applicationId,
}: {
  messageId: string;
  applicationId: string | null;
}) {
  const { t } = useTranslation('messages');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reply = useReplyForm({
    mutation: trpc.messages.reply.mutationOptions(),
    variables: (content, idempotencyKey) => ({ messageId, content, idempotencyKey }),
    successToast: { title: t('reply.sentTitle') },
    failure: { title: t('reply.failedTitle'), fallback: t('reply.failed') },
    onSent: (sent) =>
      queryClient.setQueryData(trpc.messages.inbox.queryKey(), (list) =>
        withReply(list, messageId, sent),
      ),
  });

  return (
    <ReplyBox
      reply={reply}
      label={t('reply.label')}
      rows={4}
      aside={applicationId ? <ReplyAttachment applicationId={applicationId} /> : null}
      texts={{
        send: t('reply.send'),
        sending: t('reply.sending'),
        // The form checks with the contracts rule, whose text is English.
        error: (message) =>
          message === messageCenterMessages.replyRequired ? t('reply.required') : message,
      }}
    />
  );
}
