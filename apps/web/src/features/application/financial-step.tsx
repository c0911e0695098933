import {
  amountOptions,
  type BenefitSchedule,
  financialStepSchema,
  howOftenLabels,
  paymentDayOptions,
  pricingMessages,
  reviewStepMessages,
  todayInNewYork,
  wizardHowOftenOptions,
} from '@advance/contracts';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { formatUsd } from '../../lib/money';
import { ordinalDay } from '../applications/payment-day';
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
      <FormField label="Requested Amount" error={errors.requestedAmount?.message}>
        {(control) => (
          <Select {...control} {...form.register('requestedAmount')}>
            {amountOptions.map((amount) => (
              <option key={amount} value={amount}>
                {formatUsd(amount)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="How often do you need extra cash?" error={errors.howOftenNeedCash?.message}>
        {(control) => (
          <Select {...control} {...form.register('howOftenNeedCash')}>
            <option value="">Select an option</option>
            {wizardHowOftenOptions.map((value) => (
              <option key={value} value={value}>
                {howOftenLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          label="Monthly Benefit"
          hint="In dollars, before any deductions."
          error={errors.monthlyBenefit?.message}
          registration={form.register('monthlyBenefit', { setValueAs: blankAsMissing })}
        />
        <MoneyField
          label="Monthly Rent or Mortgage"
          hint="In dollars; enter 0 if you pay none."
          error={errors.monthlyRentMortgage?.message}
          registration={form.register('monthlyRentMortgage', { setValueAs: blankAsMissing })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date of Birth" error={errors.dateOfBirth?.message}>
          {(control) => (
            <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
          )}
        </FormField>
        <FormField
          label="Benefit Payment Day"
          hint="The day of the month your benefit arrives."
          error={errors.benefitPaymentDay?.message}
        >
          {(control) => (
            <Select
              {...control}
              {...form.register('benefitPaymentDay', { setValueAs: blankAsMissing })}
            >
              <option value="">Select a day</option>
              {paymentDayOptions.map((day) => (
                <option key={day} value={day}>
                  {ordinalDay(day)}
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
          pendingText={quote.scheduleKnown ? undefined : pricingMessages.awaitingSchedule}
        />
      ) : null}
      <BenefitsNotice />
      <WizardActions
        onBack={() => onBack(form.getValues(), scheduleNow)}
        backDisabled={pending}
        submitLabel={reviewStepMessages.continueToReview}
        pending={pending}
      />
    </form>
  );
}
