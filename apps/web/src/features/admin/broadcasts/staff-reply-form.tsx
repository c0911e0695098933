import { CHAT_MESSAGE_MAX_LENGTH, messageCenterMessages, type Reply } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/errors';
import { failureToast } from '../../../lib/failure-toast';
import { submitOnce } from '../../../lib/submit-once';
import { toast } from '../../../lib/toast-store';
import { trpc } from '../../../lib/trpc';
import { useMessageKey } from '../../../lib/use-message-key';
import {
  type ReplyFormOutput,
  type ReplyFormValues,
  replyFormSchema,
} from '../../messages/reply-form-schema';

const toastReplyFailed = failureToast(
  messageCenterMessages.replyFailedTitle,
  messageCenterMessages.replyFailed,
);

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
  const reply = trpc.admin.messages.reply.useMutation();
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
        userId,
        content,
        idempotencyKey: replyKey.keyFor(content),
      });
      replyKey.sent();
      form.reset({ content: '' });
      toast({
        title: messageCenterMessages.replySentTitle,
        description: `Sent to ${customerName}.`,
      });
      onSent(sent);
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
      <FormField label={`Reply to ${customerName}`} error={errors.content?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            {...form.register('content')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="sm"
          aria-disabled={pending || undefined}
          className="aria-disabled:opacity-60"
        >
          <Send aria-hidden="true" />
          {pending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
