import {
  type Application,
  applicationMessages,
  applicationStatuses,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFor } from '../../../components/ui/dialog-for';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { formatUsd } from '../../../lib/money';
import { fullName } from '../../../lib/person-name';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { StatusBadge } from '../../applications/status-badge';
import { StoredDisclosure } from '../../pricing/stored-disclosure';
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
  const trpc = useTRPC();
  const form = useForm<ReviewFormValues, unknown, ReviewApplicationInput>({
    resolver: reviewFormResolver(),
    defaultValues: emptyReviewForm,
  });
  const { errors } = form.formState;
  const sendMessage = useWatch({ control: form.control, name: 'sendMessage' });
  const canMessage = application.userId !== null;
  const name = fullName(application);
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.applications.review.mutationOptions(),
    variables: (input: ReviewApplicationInput) => ({
      id: application.id,
      status: input.status,
      reviewNotes: input.reviewNotes ?? null,
      message: canMessage ? (input.message ?? null) : null,
    }),
    fields: reviewFields,
    failure: {
      title: applicationMessages.reviewFailedTitle,
      fallback: applicationMessages.reviewFailed,
    },
    successToast: (input) => ({
      title: applicationMessages.reviewedTitle,
      description: `${name}'s application is now ${input.status}.`,
    }),
    invalidates: [
      trpc.admin.applications.list.queryKey(),
      trpc.admin.summary.queryKey(),
      trpc.admin.applications.reviews.queryKey({ id: application.id }),
      trpc.admin.applications.get.queryKey({ id: application.id }),
      trpc.admin.logs.list.queryKey(),
    ],
    onSuccess: onDone,
  });

  return (
    <DialogForm
      {...submission}
      title="Review Application"
      description={
        <>
          {name} · {formatUsd(application.requestedAmount)}
        </>
      }
      header={
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            Current status: <StatusBadge status={application.status} />
          </p>
          <StoredDisclosure application={application} />
        </div>
      }
      submitLabel="Submit Review"
      pendingLabel="Submitting..."
    >
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
    </DialogForm>
  );
}
