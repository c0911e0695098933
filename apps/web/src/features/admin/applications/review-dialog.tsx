import {
  type Application,
  advanceMessages,
  applicationMessages,
  type ReviewApplicationInput,
  reviewableStatuses,
} from '@advance/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
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
import { DenialReasonsField } from './denial-reasons-field';
import { DocumentRequestFields } from './document-request-fields';
import {
  keepsDocumentRequest,
  type ReviewFormValues,
  reviewFormDefaults,
  reviewFormResolver,
} from './review-form';

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
      {(application) =>
        application.status === 'Withdrawn' ? (
          <WithdrawnNotice application={application} />
        ) : (
          <ReviewForm key={application.id} application={application} onDone={onClose} />
        )
      }
    </DialogFor>
  );
}

/** The applicant withdrew it (issue 18): there is nothing to decide, so no form is offered. */
function WithdrawnNotice({ application }: { application: Application }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review Application</DialogTitle>
        <DialogDescription>
          {fullName(application)} · {formatUsd(application.requestedAmount)}
        </DialogDescription>
      </DialogHeader>
      <p className="flex flex-wrap items-center gap-2 text-base text-slate-800">
        <StatusBadge status={application.status} />
        {advanceMessages.withdrawnNoReview}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

const reviewFields = [
  'status',
  'reviewNotes',
  'message.title',
  'message.content',
  'reasons',
  'otherReason',
  'documentRequest.items',
  'documentRequest.dueDate',
] as const;

function ReviewForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<ReviewFormValues, unknown, ReviewApplicationInput>({
    resolver: reviewFormResolver(application.status),
    defaultValues: reviewFormDefaults(application, new Date()),
  });
  const { errors } = form.formState;
  const sendMessage = useWatch({ control: form.control, name: 'sendMessage' });
  const status = useWatch({ control: form.control, name: 'status' });
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
      reasons: input.reasons ?? null,
      otherReason: input.otherReason ?? null,
      documentRequest: input.documentRequest ?? null,
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
      // An approval creates the advance (issue 18): the Advances tab and the panel show it.
      trpc.admin.advances.list.queryKey(),
      trpc.advances.forApplication.queryKey({ id: application.id }),
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
            {/* Withdrawn is the applicant's alone: staff cannot set it (issue 18). */}
            {reviewableStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      {status === 'Denied' ? <DenialReasonsField form={form} /> : null}
      {status === 'Additional Documentation Requested' ? (
        <DocumentRequestFields
          form={form}
          keepsChecklist={keepsDocumentRequest(application.status, status)}
        />
      ) : null}

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
