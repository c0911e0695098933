import {
  type BroadcastInput,
  broadcastInputSchema,
  CHAT_MESSAGE_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  messageCenterMessages,
  messagePriorities,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { failureToast } from '../../../lib/failure-toast';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { submitOnce } from '../../../lib/submit-once';
import { toast } from '../../../lib/toast-store';
import { trpc } from '../../../lib/trpc';
import { priorityStyle } from './priority-style';

type BroadcastValues = z.input<typeof broadcastInputSchema>;

const formFields = ['title', 'content', 'priority'] as const;

const toastBroadcastFailed = failureToast(
  messageCenterMessages.broadcastFailedTitle,
  messageCenterMessages.broadcastFailed,
);

/**
 * Spec part 2, the Broadcast dialog: one message to every customer's Message Center. Title
 * and content are required (spec part 5), checked with the contracts schema the server uses.
 */
export function BroadcastDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      {open ? (
        <DialogContent className="max-w-xl">
          <BroadcastForm
            onDone={() => {
              onSent();
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function BroadcastForm({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const broadcast = trpc.admin.messages.broadcast.useMutation();
  const form = useForm<BroadcastValues, unknown, BroadcastInput>({
    resolver: zodResolver(broadcastInputSchema),
    defaultValues: { title: '', content: '', priority: 'normal' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await broadcast.mutateAsync(input);
    } catch (error) {
      if (applyServerFieldErrors(form, error, formFields)) return;
      toastBroadcastFailed(error);
      return;
    }
    toast({
      title: messageCenterMessages.broadcastSentTitle,
      description: `"${input.title}" is in every customer's Message Center.`,
    });
    void Promise.all([utils.admin.messages.list.invalidate(), utils.admin.logs.list.invalidate()]);
    onDone();
  });

  const pending = broadcast.isPending || form.formState.isSubmitting;
  const submit = submitOnce(pending, onSubmit);

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Broadcast Message</DialogTitle>
        <DialogDescription>
          Every customer receives this message in their Message Center.
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
        <FormField label="Priority" error={errors.priority?.message} className="sm:max-w-xs">
          {(control) => (
            <Select {...control} {...form.register('priority')}>
              {messagePriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {priorityStyle(priority).label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className="aria-disabled:opacity-60"
        >
          {pending ? 'Sending...' : 'Send Broadcast'}
        </Button>
      </DialogFooter>
    </form>
  );
}
