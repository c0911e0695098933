import {
  type Advance,
  fundingMethods,
  type RecordFundingInput,
  recordFundingInputSchema,
  todayInNewYork,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { DateField, MethodField, ReferenceField } from './advance-fields';
import { balanceAfterFundingCents, schemaResolver, toCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface FundingValues {
  fundedAt: string;
  method: string;
  reference: string;
}

/** Record funding: the disbursement is the amount financed, shown rather than typed. */
export function RecordFundingForm({ advance, onDone }: { advance: Advance; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<FundingValues, unknown, RecordFundingInput>({
    resolver: schemaResolver(recordFundingInputSchema, (values: FundingValues) => ({
      id: advance.applicationId,
      ...values,
    })),
    defaultValues: { fundedAt: todayInNewYork(), method: '', reference: '' },
  });
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.recordFunding.mutationOptions(),
    variables: (input: RecordFundingInput) => ({
      id: input.id,
      fundedAt: input.fundedAt,
      method: input.method,
      reference: input.reference,
    }),
    fields: { date: 'fundedAt', method: 'method', reference: 'reference' },
    applicationId: advance.applicationId,
    fallback: 'The funding could not be recorded.',
    successToast: (next) => ({
      title: 'Funding recorded',
      description: `${formatUsd(next.amountFinanced)} sent; due ${next.dueDate}.`,
    }),
    onDone,
  });

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Record funding"
      description={
        <>
          Amount to send (amount financed): <strong>{formatUsd(advance.amountFinanced)}</strong>
        </>
      }
      preview={
        <NewBalance
          cents={balanceAfterFundingCents(advance)}
          currentCents={toCents(advance.balance)}
        />
      }
      submitLabel="Record funding"
      pendingLabel="Recording..."
    >
      <DateField form={form} name="fundedAt" label="Date sent" />
      <MethodField form={form} name="method" label="How it was sent" methods={fundingMethods} />
      <ReferenceField form={form} name="reference" />
    </AdvanceDialogForm>
  );
}
