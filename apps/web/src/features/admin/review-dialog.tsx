import {
  type Application,
  applicationMessages,
  applicationStatuses,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { DialogFor } from '../../components/ui/dialog-for';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { serverMessage } from '../../lib/errors';
import { formatUsd } from '../../lib/format';
import { fullName } from '../../lib/person-name';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { toast } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { StatusBadge } from '../applications/status-badge';
import { emptyReviewForm, type ReviewFormValues, reviewFormResolver } from './review-form';

/** Open while `application` is set; closing (Escape, Cancel, ×, success) calls onClose. */
export function ReviewDialog({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={application} onClose={onClose} className="max-w-xl">
      {(application) => (
        <ReviewForm key={application.id} application={application} onDone={onClose} />
      )}
    </DialogFor>
  );
}

const reviewFields = ['status', 'reviewNotes', 'message.title', 'message.content'] as const;

function ReviewForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const utils = trpc.useUtils();
  const review = trpc.admin.applications.review.useMutation();
  const form = useForm<ReviewFormValues, unknown, ReviewApplicationInput>({
    resolver: reviewFormResolver(),
    defaultValues: emptyReviewForm,
  });
  const { errors } = form.formState;
  const sendMessage = useWatch({ control: form.control, name: 'sendMessage' });
  const canMessage = application.userId !== null;
  const name = fullName(application);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await review.mutateAsync({
        id: application.id,
        status: input.status,
        reviewNotes: input.reviewNotes ?? null,
        message: canMessage ? (input.message ?? null) : null,
      });
    } catch (error) {
      if (applyServerFieldErrors(form, error, reviewFields)) return;
      toast({
        variant: 'destructive',
        title: applicationMessages.reviewFailedTitle,
        description: serverMessage(error, applicationMessages.reviewFailed),
      });
      return;
    }
    toast({
      title: applicationMessages.reviewedTitle,
      description: `${name}'s application is now ${input.status}.`,
    });
    // The dialog closes at once; the lists catch up in the background.
    void Promise.all([
      utils.admin.applications.list.invalidate(),
      utils.admin.summary.invalidate(),
      utils.admin.applications.reviews.invalidate({ id: application.id }),
      utils.admin.applications.get.invalidate({ id: application.id }),
      utils.admin.logs.list.invalidate(),
    ]);
    onDone();
  });

  const pending = review.isPending || form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>Review Application</DialogTitle>
        <DialogDescription>
          {name} · {formatUsd(application.requestedAmount)}
        </DialogDescription>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Current status: <StatusBadge status={application.status} />
        </p>
      </DialogHeader>

      <div className="space-y-5">
        <FormField label="Decision" error={errors.status?.message}>
          {(control) => (
            <Select {...control} {...form.register('status')}>
              <option value="">Select a decision</option>
              {applicationStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <FormField
          label="Review Notes"
          hint={applicationMessages.reviewNotesInternal}
          error={errors.reviewNotes?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('reviewNotes')} />}
        </FormField>

        <div className="space-y-4 rounded-xl border border-slate-200 p-4">
          <Checkbox
            label="Send a message to the applicant"
            hint={
              canMessage
                ? 'It arrives in their Message Center.'
                : applicationMessages.messageNeedsOwner
            }
            disabled={!canMessage}
            {...form.register('sendMessage')}
          />
          {canMessage && sendMessage ? (
            <>
              <FormField label="Message Title" error={errors.message?.title?.message}>
                {(control) => <Input {...control} {...form.register('message.title')} />}
              </FormField>
              <FormField label="Message" error={errors.message?.content?.message}>
                {(control) => (
                  <Textarea {...control} rows={4} {...form.register('message.content')} />
                )}
              </FormField>
            </>
          ) : null}
        </div>
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </DialogFooter>
    </form>
  );
}
