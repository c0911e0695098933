import { type Advance, paymentConsentText, todayInNewYork } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { appLocaleTag } from '../../i18n/i18n';
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
  const { t } = useTranslation('dashboard');
  const localeTag = appLocaleTag();
  const trpc = useTRPC();
  const update = useAdvanceUpdate();
  // Once per form: the day the applicant opened it (New York's calendar, like the server).
  const [today] = useState(() => todayInNewYork());
  // The checks speak the page's language; a language change rebuilds them.
  const schema = useMemo(
    () => payFormSchema(advance, today, { t, localeTag }),
    [advance, today, t, localeTag],
  );
  const form = useForm<PayFormValues, unknown, { amount: number; date: string; consent: boolean }>({
    resolver: zodResolver(schema),
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
      title: t('pay.authorizeFailedTitle'),
      fallback: t('pay.authorizeFailed'),
    },
    successToast: () => ({
      title: t('pay.authorizedTitle'),
      description: t('pay.authorized'),
    }),
    onSuccess: ({ advance: next }) => update(next),
  });

  // Word for word what the server stores with the authorisation, for the figures typed.
  const typedAmount = Number(form.watch('amount'));
  const consentAmount = Number.isFinite(typedAmount) && typedAmount > 0 ? typedAmount : 0;
  const consentDate = form.watch('date');
  const consentText = paymentConsentText({ amount: consentAmount, date: consentDate });
  // In another language the stored English text comes with its translation above it.
  const translated = localeTag !== 'en-US';
  const consentId = useId();
  const consentErrorId = useId();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <h5 className="text-base font-semibold text-slate-900">{t('pay.formTitle')}</h5>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('pay.amountLabel')}
          hint={t('pay.amountHint', { balance: formatUsd(advance.balance, localeTag) })}
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
          label={t('pay.dateLabel')}
          hint={t('pay.dateHint', { dueDate: formatDate(advance.dueDate, localeTag) })}
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
          {t('pay.consentTitle')}
        </h6>
        {translated ? (
          <>
            <p className="text-base text-slate-800">
              {t('pay.consentText', {
                amount: formatUsd(consentAmount, localeTag),
                date: formatDate(consentDate, localeTag) || consentDate,
              })}
            </p>
            <p className="text-sm font-medium text-slate-700">{t('pay.consentStoredInEnglish')}</p>
          </>
        ) : null}
        <p
          data-testid="consent-text"
          lang={translated ? 'en-US' : undefined}
          className={translated ? 'text-sm text-slate-700' : 'text-base text-slate-800'}
        >
          {consentText}
        </p>
        <Checkbox
          label={t('pay.consentLabel')}
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
      <SubmitButton pending={pending} pendingLabel={t('pay.authorizing')}>
        {t('pay.authorizeButton')}
      </SubmitButton>
    </form>
  );
}
