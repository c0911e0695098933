import {
  type BroadcastInput,
  broadcastInputSchema,
  messageCenterMessages,
  messagePriorities,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFor } from '../../../components/ui/dialog-for';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { failureToast } from '../../../lib/failure-toast';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { submitOnce } from '../../../lib/submit-once';
import { toast } from '../../../lib/toast-store';
import { trpc } from '../../../lib/trpc';
import { TitleAndContentFields } from '../title-and-content-fields';
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
    <DialogFor item={open} onClose={onClose} className="max-w-xl">
      {() => (
        <BroadcastForm
          onDone={() => {
            onSent();
            onClose();
          }}
        />
      )}
    </DialogFor>
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
        <TitleAndContentFields
          title={form.register('title')}
          content={form.register('content')}
          errors={errors}
        />
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
