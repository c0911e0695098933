import { messageCenterMessages, type Reply } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ToastInput } from '../../lib/toast-store';
import { useMessageKey } from '../../lib/use-message-key';
import { useMutationForm } from '../../lib/use-mutation-form';
import { type ReplyFormOutput, type ReplyFormValues, replyFormSchema } from './reply-form-schema';

const replyFields = ['content'] as const;

const staffFailure = {
  title: messageCenterMessages.replyFailedTitle,
  fallback: messageCenterMessages.replyFailed,
};

/**
 * A reply to a Message Center message, from the customer or from staff: content required
 * (the contracts rule), sent through useMutationForm with one idempotency key per reply
 * (sent again after a failure, the same text carries the same key, so it is stored once),
 * the box emptied once the server has it.
 */
export function useReplyForm<Variables, Failure>({
  mutation,
  variables,
  successToast,
  onSent,
  failure = staffFailure,
}: {
  /** The request, e.g. `trpc.messages.reply.mutationOptions()`. */
  mutation: UseMutationOptions<Reply, Failure, Variables>;
  /** What the request is sent: the checked text and its key, plus whom it answers. */
  variables: (content: string, idempotencyKey: string) => NoInfer<Variables>;
  successToast: ToastInput;
  /** The stored reply, to show in the thread at once. */
  onSent: (reply: Reply) => void;
  /**
   * The failure toast's title and default text. Staff get the spec's "Reply Failed"; issue
   * 20: the customer's form gives its own plain title (that one is an admin title).
   */
  failure?: { title: string; fallback: string };
}) {
  const replyKey = useMessageKey();
  const form = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { content: '' },
  });
  const submission = useMutationForm({
    form,
    mutation,
    variables: ({ content }: ReplyFormOutput) => variables(content, replyKey.keyFor(content)),
    fields: replyFields,
    failure,
    successToast: () => successToast,
    onSuccess: (reply) => {
      replyKey.sent();
      form.reset({ content: '' });
      onSent(reply);
    },
  });
  return { form, ...submission };
}

export type ReplyFormState = ReturnType<typeof useReplyForm>;
