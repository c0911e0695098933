import {
  type Advance,
  advancePageMessages,
  paymentConsentText,
  todayInNewYork,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';
import { useMutationForm } from '../../lib/use-mutation-form';
import { earliestPayDate, latestPayDate, payDefaults } from './advance-view';
import { type PayFormValues, payFormSchema } from './pay-form-schema';
import { useAdvanceUpdate } from './use-advance-update';

const FIELDS = ['amount', 'date', 'consent'] as const;

/**
 * One payment the applicant authorises after their benefit has arrived: the amount (the
 * balance to start with), a date on or after the benefit date, and the consent in full,
 * written for exactly these figures, with its checkbox. Never a standing authorisation.
 */
export function PayForm({ advance }: { advance: Advance }) {
  const trpc = useTRPC();
  const update = useAdvanceUpdate();
  // Once per form: the day the applicant opened it (New York's calendar, like the server).
  const [today] = useState(() => todayInNewYork());
  const form = useForm<PayFormValues, unknown, { amount: number; date: string; consent: boolean }>({
    resolver: zodResolver(payFormSchema(advance, today)),
    defaultValues: { ...payDefaults(advance, today), consent: false },
  });
  const { errors } = form.formState;
  const { onSubmit, pending } = useMutationForm({
    form,
    mutation: trpc.advances.authorizePayment.mutationOptions(),
    variables: ({ amount, date }) => ({
      id: advance.applicationId,
      amount,
      date,
      consent: true as const,
    }),
    fields: FIELDS,
    failure: {
      title: advancePageMessages.authorizeFailedTitle,
      fallback: advancePageMessages.authorizeFailed,
    },
    successToast: () => ({
      title: advancePageMessages.authorizedTitle,
      description: advancePageMessages.authorized,
    }),
    onSuccess: ({ advance: next }) => update(next),
  });

  // Word for word what the server stores with the authorisation, for the figures typed.
  const typedAmount = Number(form.watch('amount'));
  const consentText = paymentConsentText({
    amount: Number.isFinite(typedAmount) && typedAmount > 0 ? typedAmount : 0,
    date: form.watch('date'),
  });
  const consentId = useId();
  const consentErrorId = useId();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <h5 className="text-base font-semibold text-slate-900">{advancePageMessages.payFormTitle}</h5>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={advancePageMessages.amountLabel}
          hint={advancePageMessages.amountHint(formatUsd(advance.balance))}
          error={errors.amount?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...form.register('amount')}
            />
          )}
        </FormField>
        <FormField
          label={advancePageMessages.dateLabel}
          hint={advancePageMessages.dateHint(formatDate(advance.dueDate))}
          error={errors.date?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={earliestPayDate(advance.dueDate, today)}
              max={latestPayDate(today)}
              {...form.register('date')}
            />
          )}
        </FormField>
      </div>
      <section aria-labelledby={consentId} className="space-y-3 rounded-lg bg-slate-50 p-4">
        <h6 id={consentId} className="text-sm font-semibold text-slate-900">
          {advancePageMessages.consentTitle}
        </h6>
        <p data-testid="consent-text" className="text-base text-slate-800">
          {consentText}
        </p>
        <Checkbox
          label={advancePageMessages.consentLabel}
          aria-invalid={Boolean(errors.consent)}
          aria-describedby={errors.consent ? consentErrorId : undefined}
          {...form.register('consent')}
        />
        {errors.consent ? (
          <p id={consentErrorId} className="text-sm font-medium text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </section>
      <SubmitButton pending={pending} pendingLabel={advancePageMessages.authorizing}>
        {advancePageMessages.authorizeButton}
      </SubmitButton>
    </form>
  );
}
