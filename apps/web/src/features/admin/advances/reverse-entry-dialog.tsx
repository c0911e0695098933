import {
  type Advance,
  type LedgerEntry,
  ledgerEntryKindLabels,
  type ReverseEntryInput,
  reverseEntryInputSchema,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { ReasonField } from './advance-fields';
import { balanceAfterReversalCents, schemaResolver, toCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface ReverseValues {
  reason: string;
}

/** Reverse one entry: a new entry with the opposite effect; the original stays as it was. */
export function ReverseEntryForm({
  advance,
  entry,
  onDone,
}: {
  advance: Advance;
  entry: LedgerEntry;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<ReverseValues, unknown, ReverseEntryInput>({
    resolver: schemaResolver(reverseEntryInputSchema, (values: ReverseValues) => ({
      id: entry.id,
      reason: values.reason,
    })),
    defaultValues: { reason: '' },
  });
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.reverseEntry.mutationOptions(),
    variables: (input: ReverseEntryInput) => input,
    fields: { reason: 'reason' },
    applicationId: advance.applicationId,
    fallback: 'The entry could not be reversed.',
    successToast: (next) => ({
      title: 'Entry reversed',
      description: `Balance now ${formatUsd(next.balance)}.`,
    }),
    onDone,
  });
  const kind = ledgerEntryKindLabels[entry.kind];

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Reverse entry"
      description={
        <>
          {kind} of {formatUsd(entry.amount)} on {formatDate(entry.effectiveDate)}.
          {entry.kind === 'disbursement'
            ? ' Its fee is reversed with it and the advance goes back to awaiting funding.'
            : null}
        </>
      }
      preview={
        <NewBalance
          cents={balanceAfterReversalCents(advance, entry)}
          currentCents={toCents(advance.balance)}
        />
      }
      submitLabel="Reverse entry"
      pendingLabel="Reversing..."
    >
      <ReasonField form={form} name="reason" />
    </AdvanceDialogForm>
  );
}
