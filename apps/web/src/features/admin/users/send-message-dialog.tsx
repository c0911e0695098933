import { chatMessages, type PublicUser } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogFor } from '../../../components/ui/dialog-for';
import { DialogForm } from '../../../components/ui/dialog-form';
import { nameOrEmail } from '../../../lib/person-name';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { TitleAndContentFields } from '../title-and-content-fields';
import {
  emptySendMessage,
  type SendMessageInput,
  type SendMessageValues,
  sendMessageSchema,
} from './send-message-form';

type Recipient = Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName'>;

const formFields = ['title', 'content'] as const;

/**
 * Spec part 2, the Send Message dialog: starts a conversation with one user ("Message:
 * <title>"), its first message showing the title in bold above the text. The user gets it
 * live. Open while `user` is set; any way of closing it calls onClose.
 */
export function SendMessageDialog({
  user,
  onClose,
}: {
  user: Recipient | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={user} onClose={onClose} className="max-w-xl">
      {(recipient) => <SendMessageForm key={recipient.id} user={recipient} onDone={onClose} />}
    </DialogFor>
  );
}

function SendMessageForm({ user, onDone }: { user: Recipient; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<SendMessageValues, unknown, SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: emptySendMessage,
  });
  const { errors } = form.formState;
  const name = nameOrEmail(user);
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.conversations.start.mutationOptions(),
    variables: (input: SendMessageInput) => ({
      userId: user.id,
      title: input.title,
      content: input.content,
    }),
    fields: formFields,
    failure: {
      title: chatMessages.staffMessageFailedTitle,
      fallback: chatMessages.staffSendFailed,
    },
    successToast: () => ({
      title: chatMessages.staffSentTitle,
      description: chatMessages.staffSent(name),
    }),
    // The new conversation shows in the Messages tab; the start is in the activity log.
    invalidates: [trpc.admin.conversations.list.queryKey(), trpc.admin.logs.list.queryKey()],
    onSuccess: onDone,
  });

  return (
    <DialogForm
      {...submission}
      title="Send Message"
      description={
        <>
          To {name}
          {name !== user.email ? ` (${user.email})` : ''}. It opens a new conversation they see at
          once.
        </>
      }
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <TitleAndContentFields
        title={form.register('title')}
        content={form.register('content')}
        errors={errors}
      />
    </DialogForm>
  );
}
