import {
  type Advance,
  MAX_FAILED_ATTEMPTS,
  type PaymentAuthorization,
  type RecordFailedAttemptInput,
  recordFailedAttemptInputSchema,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { ReasonField } from './advance-fields';
import { schemaResolver, toCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface FailedValues {
  reason: string;
}

/** A collection attempt that failed; the second one ends the authorisation. */
export function FailedAttemptForm({
  advance,
  authorization,
  onDone,
}: {
  advance: Advance;
  authorization: PaymentAuthorization;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<FailedValues, unknown, RecordFailedAttemptInput>({
    resolver: schemaResolver(recordFailedAttemptInputSchema, (values: FailedValues) => ({
      id: authorization.id,
      reason: values.reason,
    })),
    defaultValues: { reason: '' },
  });
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.recordFailedAttempt.mutationOptions(),
    variables: (input: RecordFailedAttemptInput) => input,
    fields: { reason: 'reason' },
    applicationId: advance.applicationId,
    fallback: 'The failed attempt could not be recorded.',
    successToast: () => ({
      title: 'Failed attempt recorded',
      description:
        authorization.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS
          ? 'The authorisation has ended; the applicant needs to authorise a new payment.'
          : 'The authorisation stays open for one more attempt.',
    }),
    onDone,
  });
  const last = authorization.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS;

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Record failed attempt"
      description={`Payment of ${formatUsd(authorization.amount)} authorised for ${authorization.date}. Attempt ${authorization.failedAttempts + 1} of ${MAX_FAILED_ATTEMPTS}${last ? ': this ends the authorisation.' : '.'}`}
      preview={
        <NewBalance cents={toCents(advance.balance)} currentCents={toCents(advance.balance)} />
      }
      submitLabel="Record failed attempt"
      pendingLabel="Recording..."
    >
      <ReasonField form={form} name="reason" />
    </AdvanceDialogForm>
  );
}
