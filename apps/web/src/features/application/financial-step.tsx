import {
  amountOptions,
  type BenefitSchedule,
  financialStepSchema,
  paymentDayOptions,
  todayInNewYork,
  wizardHowOftenOptions,
} from '@advance/contracts';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { appLocaleTag } from '../../i18n/i18n';
import { formatUsd } from '../../lib/money';
import { BenefitsNotice } from '../pricing/benefits-notice';
import { DisclosureBox } from '../pricing/disclosure-box';
import { liveQuote } from '../pricing/live-quote';
import { preselectedSchedule } from '../pricing/preselect-schedule';
import { ScheduleChoice } from '../pricing/schedule-choice';
import { MoneyField } from './money-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';
import type { Financial, FinancialValues, ScheduleDraft } from './wizard-steps';

export interface FinancialStepProps {
  defaultValues: Partial<FinancialValues>;
  defaultSchedule: ScheduleDraft;
  serverErrors: Record<string, string>;
  pending: boolean;
  onSubmit: (values: Financial, typed: FinancialValues, schedule: ScheduleDraft) => void;
  onBack: (typed: FinancialValues, schedule: ScheduleDraft) => void;
  /** Every edit, for the kept draft (issue 20). */
  onTyped?: (typed: FinancialValues, schedule: ScheduleDraft) => void;
}

/**
 * A blank number box means "not entered": left as "" it would be read as 0 and a blank rent
 * would pass as $0, so it becomes `undefined` and the schema's message shows instead.
 */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * The schedule shown as selected: the applicant's own pick once they made one, else the one
 * their date of birth and payment day give (as the server would derive it), else none.
 */
export function effectiveSchedule(
  draft: ScheduleDraft,
  typed: { dateOfBirth?: string | undefined; benefitPaymentDay?: unknown },
): BenefitSchedule | null {
  return draft.chosen ? draft.value : preselectedSchedule(typed);
}

/** Step 3: the advance, the applicant's monthly money, and what the advance costs. */
export function FinancialStep({
  defaultValues,
  defaultSchedule,
  serverErrors,
  pending,
  onSubmit,
  onBack,
  onTyped,
}: FinancialStepProps) {
  const { t } = useTranslation('application');
  const { t: pricingText } = useTranslation('pricing');
  const localeTag = appLocaleTag();
  const scheduleRef = useRef<ScheduleDraft>(defaultSchedule);
  const form = useStepForm(financialStepSchema, defaultValues, serverErrors, (typed) =>
    onTyped?.(typed, scheduleRef.current),
  );
  const { errors } = form.formState;
  const [requestedAmountTyped, dateOfBirth, benefitPaymentDay] = useWatch({
    control: form.control,
    name: ['requestedAmount', 'dateOfBirth', 'benefitPaymentDay'],
  });
  const [scheduleDraft, setScheduleDraft] = useState(defaultSchedule);
  const schedule = effectiveSchedule(scheduleDraft, { dateOfBirth, benefitPaymentDay });
  const scheduleNow: ScheduleDraft = { value: schedule, chosen: scheduleDraft.chosen };
  scheduleRef.current = scheduleNow;
  const quote = liveQuote(Number(requestedAmountTyped), schedule, todayInNewYork());
  const submit = form.handleSubmit((values) => onSubmit(values, form.getValues(), scheduleNow));

  // POST: were it ever sent natively (no JavaScript), no field would land in a URL.
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <FormField label={t('fields.requestedAmount')} error={errors.requestedAmount?.message}>
        {(control) => (
          <Select {...control} {...form.register('requestedAmount')}>
            {amountOptions.map((amount) => (
              <option key={amount} value={amount}>
                {formatUsd(amount, localeTag)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('fields.howOften')} error={errors.howOftenNeedCash?.message}>
        {(control) => (
          <Select {...control} {...form.register('howOftenNeedCash')}>
            <option value="">{t('fields.selectOption')}</option>
            {wizardHowOftenOptions.map((value) => (
              <option key={value} value={value}>
                {t(`howOften.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          label={t('fields.monthlyBenefit')}
          hint={t('fields.monthlyBenefitHint')}
          error={errors.monthlyBenefit?.message}
          registration={form.register('monthlyBenefit', { setValueAs: blankAsMissing })}
        />
        <MoneyField
          label={t('fields.rent')}
          hint={t('fields.rentHint')}
          error={errors.monthlyRentMortgage?.message}
          registration={form.register('monthlyRentMortgage', { setValueAs: blankAsMissing })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.dateOfBirth')} error={errors.dateOfBirth?.message}>
          {(control) => (
            <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
          )}
        </FormField>
        <FormField
          label={t('fields.paymentDay')}
          hint={t('fields.paymentDayHint')}
          error={errors.benefitPaymentDay?.message}
        >
          {(control) => (
            <Select
              {...control}
              {...form.register('benefitPaymentDay', { setValueAs: blankAsMissing })}
            >
              <option value="">{t('fields.selectDay')}</option>
              {paymentDayOptions.map((day) => (
                <option key={day} value={day}>
                  {t('paymentDay', { count: day, ordinal: true })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <ScheduleChoice
        value={schedule}
        onChange={(value) => {
          setScheduleDraft({ value, chosen: true });
          onTyped?.(form.getValues(), { value, chosen: true });
        }}
        error={serverErrors.benefitSchedule}
      />
      {quote ? (
        <DisclosureBox
          live
          figures={quote.quote}
          pendingText={quote.scheduleKnown ? undefined : pricingText('awaitingSchedule')}
        />
      ) : null}
      <BenefitsNotice />
      <WizardActions
        onBack={() => onBack(form.getValues(), scheduleNow)}
        backDisabled={pending}
        submitLabel={t('actions.continueToReview')}
        pending={pending}
      />
    </form>
  );
}
