import { chatMessages, type PublicUser } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { DialogFor } from '../../components/ui/dialog-for';
import { failureToast } from '../../lib/failure-toast';
import { nameOrEmail } from '../../lib/person-name';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { toast } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import {
  emptySendMessage,
  type SendMessageInput,
  type SendMessageValues,
  sendMessageSchema,
} from './send-message-form';
import { TitleAndContentFields } from './title-and-content-fields';

type Recipient = Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName'>;

const formFields = ['title', 'content'] as const;
const toastSendFailed = failureToast(
  chatMessages.staffMessageFailedTitle,
  chatMessages.staffSendFailed,
);

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
  const utils = trpc.useUtils();
  const start = trpc.admin.conversations.start.useMutation();
  const form = useForm<SendMessageValues, unknown, SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: emptySendMessage,
  });
  const { errors } = form.formState;
  const name = nameOrEmail(user);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await start.mutateAsync({ userId: user.id, title: input.title, content: input.content });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, formFields)) toastSendFailed(error);
      return;
    }
    toast({ title: chatMessages.staffSentTitle, description: chatMessages.staffSent(name) });
    // The new conversation shows in the Messages tab; the start is in the activity log.
    void Promise.all([
      utils.admin.conversations.list.invalidate(),
      utils.admin.logs.list.invalidate(),
    ]);
    onDone();
  });

  const pending = start.isPending || form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>Send Message</DialogTitle>
        <DialogDescription>
          To {name}
          {name !== user.email ? ` (${user.email})` : ''}. It opens a new conversation they see at
          once.
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-5">
        <TitleAndContentFields
          title={form.register('title')}
          content={form.register('content')}
          errors={errors}
        />
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </DialogFooter>
    </form>
  );
}
