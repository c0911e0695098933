import {
  type Advance,
  balanceAfterCents,
  type WaiveInput,
  waiveInputSchema,
} from '@advance/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { AmountField, ReasonField } from './advance-fields';
import { parseDollars, schemaResolver, toCents, typedCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface WaiveValues {
  amount: string;
  reason: string;
}

/** Waive: forgive part or all of the balance, with a reason (a fee is forgiven this way). */
export function WaiveForm({ advance, onDone }: { advance: Advance; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<WaiveValues, unknown, WaiveInput>({
    resolver: schemaResolver(waiveInputSchema, (values: WaiveValues) => ({
      id: advance.applicationId,
      amount: parseDollars(values.amount),
      reason: values.reason,
    })),
    defaultValues: { amount: '', reason: '' },
  });
  const cents = typedCents(useWatch({ control: form.control, name: 'amount' }));
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.waive.mutationOptions(),
    variables: (input: WaiveInput) => ({ ...input, amount: input.amount / 100 }),
    fields: { amount: 'amount', reason: 'reason' },
    applicationId: advance.applicationId,
    fallback: 'The waiver could not be recorded.',
    successToast: (next) => ({
      title: 'Waiver recorded',
      description: `Balance now ${formatUsd(next.balance)}.`,
    }),
    onDone,
  });

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Waive"
      description="Forgive part or all of what is owed. The reason is kept in the ledger."
      preview={
        <NewBalance
          cents={
            cents === null ? null : balanceAfterCents(toCents(advance.balance), 'waiver', cents)
          }
          currentCents={toCents(advance.balance)}
        />
      }
      submitLabel="Waive"
      pendingLabel="Recording..."
    >
      <AmountField form={form} name="amount" />
      <ReasonField form={form} name="reason" />
    </AdvanceDialogForm>
  );
}
