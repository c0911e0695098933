import {
  type Advance,
  advanceStateLabels,
  type CancelAdvanceInput,
  cancelAdvanceInputSchema,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { ReasonField } from './advance-fields';
import { schemaResolver, toCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface CancelValues {
  reason: string;
}

/** Cancel before funding: nothing was sent, so nothing is owed; the reason is kept. */
export function CancelAdvanceForm({ advance, onDone }: { advance: Advance; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<CancelValues, unknown, CancelAdvanceInput>({
    resolver: schemaResolver(cancelAdvanceInputSchema, (values: CancelValues) => ({
      id: advance.applicationId,
      reason: values.reason,
    })),
    defaultValues: { reason: '' },
  });
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.cancel.mutationOptions(),
    variables: (input: CancelAdvanceInput) => input,
    fields: { reason: 'reason' },
    applicationId: advance.applicationId,
    fallback: 'The advance could not be cancelled.',
    successToast: () => ({
      title: 'Advance cancelled',
      description: 'Nothing was sent and nothing is owed.',
    }),
    onDone,
  });

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Cancel advance"
      description={`The advance becomes ${advanceStateLabels.cancelled}; nothing more can be recorded on it.`}
      preview={<NewBalance cents={0} currentCents={toCents(advance.balance)} />}
      submitLabel="Cancel advance"
      pendingLabel="Cancelling..."
    >
      <ReasonField form={form} name="reason" />
    </AdvanceDialogForm>
  );
}
