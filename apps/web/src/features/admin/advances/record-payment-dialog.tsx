import {
  type Advance,
  balanceAfterCents,
  type PaymentAuthorization,
  paymentMethods,
  type RecordPaymentInput,
  recordPaymentInputSchema,
  todayInNewYork,
} from '@advance/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { AdvanceDialogForm, NewBalance } from './advance-dialog-form';
import { AmountField, DateField, MethodField, ReferenceField } from './advance-fields';
import { parseDollars, schemaResolver, toCents, typedCents } from './advance-form';
import { useAdvanceAction } from './use-advance-action';

interface PaymentValues {
  amount: string;
  receivedAt: string;
  method: string;
  reference: string;
}

/**
 * Record payment: any amount up to the balance (partial payments are normal). Opened from a
 * pending authorisation it is prefilled with that amount and collects that authorisation.
 */
export function RecordPaymentForm({
  advance,
  authorization,
  onDone,
}: {
  advance: Advance;
  authorization: PaymentAuthorization | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<PaymentValues, unknown, RecordPaymentInput>({
    resolver: schemaResolver(recordPaymentInputSchema, (values: PaymentValues) => ({
      id: advance.applicationId,
      ...values,
      amount: parseDollars(values.amount),
      authorizationId: authorization?.id ?? null,
    })),
    defaultValues: {
      amount: authorization ? authorization.amount.toFixed(2) : '',
      receivedAt: todayInNewYork(),
      method: authorization ? 'ach' : '',
      reference: '',
    },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const cents = typedCents(amount);
  const submission = useAdvanceAction({
    form,
    mutation: trpc.admin.advances.recordPayment.mutationOptions(),
    variables: (input: RecordPaymentInput) => ({ ...input, amount: input.amount / 100 }),
    fields: { amount: 'amount', date: 'receivedAt', method: 'method', reference: 'reference' },
    applicationId: advance.applicationId,
    fallback: 'The payment could not be recorded.',
    successToast: (next) => ({
      title: 'Payment recorded',
      description: `Balance now ${formatUsd(next.balance)}.`,
    }),
    onDone,
  });

  return (
    <AdvanceDialogForm
      {...submission}
      errors={form.formState.errors}
      title="Record payment"
      description={
        authorization
          ? `Collects the payment the applicant authorised for ${authorization.date}.`
          : 'A partial payment is fine; more than the balance is not accepted.'
      }
      preview={
        <NewBalance
          cents={
            cents === null ? null : balanceAfterCents(toCents(advance.balance), 'payment', cents)
          }
          currentCents={toCents(advance.balance)}
        />
      }
      submitLabel="Record payment"
      pendingLabel="Recording..."
    >
      <AmountField form={form} name="amount" />
      <DateField form={form} name="receivedAt" label="Date received" />
      <MethodField form={form} name="method" label="How it was paid" methods={paymentMethods} />
      <ReferenceField form={form} name="reference" />
    </AdvanceDialogForm>
  );
}
