import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessages,
  MESSAGE_TITLE_MAX_LENGTH,
  type PublicUser,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
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
    <Dialog open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {user ? (
        <DialogContent className="max-w-xl">
          <SendMessageForm key={user.id} user={user} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
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
        <FormField label="Title" error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={MESSAGE_TITLE_MAX_LENGTH} {...form.register('title')} />
          )}
        </FormField>
        <FormField label="Message" error={errors.content?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              {...form.register('content')}
            />
          )}
        </FormField>
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
