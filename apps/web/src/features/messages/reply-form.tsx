import { CHAT_MESSAGE_MAX_LENGTH, messageCenterMessages } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { fieldErrorsOf } from '../../lib/errors';
import { failureToast } from '../../lib/failure-toast';
import { submitOnce } from '../../lib/submit-once';
import { toast } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useMessageKey } from '../../lib/use-message-key';
import { withReply } from './inbox-cache';
import { ReplyAttachment } from './reply-attachment';
import { type ReplyFormOutput, type ReplyFormValues, replyFormSchema } from './reply-form-schema';

const toastReplyFailed = failureToast(
  messageCenterMessages.replyFailedTitle,
  messageCenterMessages.replyFailed,
);

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
  const utils = trpc.useUtils();
  const reply = trpc.messages.reply.useMutation();
  // Sent again after a failure, the same reply carries the same key: stored once.
  const replyKey = useMessageKey();
  const form = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { content: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ content }) => {
    try {
      const sent = await reply.mutateAsync({
        messageId,
        content,
        idempotencyKey: replyKey.keyFor(content),
      });
      replyKey.sent();
      utils.messages.inbox.setData(undefined, (list) => withReply(list, messageId, sent));
      form.reset({ content: '' });
      toast({ title: messageCenterMessages.replySentTitle });
    } catch (error) {
      const contentError = fieldErrorsOf(error).content;
      if (contentError) {
        form.setError('content', { message: contentError }, { shouldFocus: true });
        return;
      }
      toastReplyFailed(error);
    }
  });

  const pending = reply.isPending || form.formState.isSubmitting;
  const submit = submitOnce(pending, onSubmit);

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label="Your Reply" error={errors.content?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            {...form.register('content')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {applicationId ? <ReplyAttachment applicationId={applicationId} /> : null}
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className="ml-auto aria-disabled:opacity-60"
        >
          <Send aria-hidden="true" />
          {pending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
