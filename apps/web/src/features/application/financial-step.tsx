import {
  amountOptions,
  financialStepSchema,
  howOftenLabels,
  paymentDayOptions,
  wizardHowOftenOptions,
} from '@advance/contracts';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { formatUsd } from '../../lib/format';
import { ordinalDay } from '../applications/payment-day';
import { FeeSummary } from './fee-summary';
import { MoneyField } from './money-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';
import type { Financial, FinancialValues } from './wizard-steps';

export interface FinancialStepProps {
  defaultValues: Partial<FinancialValues>;
  serverErrors: Record<string, string>;
  pending: boolean;
  onSubmit: (values: Financial, typed: FinancialValues) => void;
  onBack: (typed: FinancialValues) => void;
}

/**
 * A blank number box means "not entered": left as "" it would be read as 0 and a blank rent
 * would pass as $0, so it becomes `undefined` and the schema's message shows instead.
 */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Step 3: the advance and the applicant's monthly money. */
export function FinancialStep({
  defaultValues,
  serverErrors,
  pending,
  onSubmit,
  onBack,
}: FinancialStepProps) {
  const form = useStepForm(financialStepSchema, defaultValues, serverErrors);
  const { errors } = form.formState;
  const requestedAmount = Number(useWatch({ control: form.control, name: 'requestedAmount' }));
  const submit = form.handleSubmit((values) => onSubmit(values, form.getValues()));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
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
      <FeeSummary requestedAmount={requestedAmount} />
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
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          label="Monthly Rent or Mortgage"
          hint="In dollars; enter 0 if you pay none."
          error={errors.monthlyRentMortgage?.message}
          registration={form.register('monthlyRentMortgage', { setValueAs: blankAsMissing })}
        />
        <FormField label="Date of Birth" error={errors.dateOfBirth?.message}>
          {(control) => (
            <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
          )}
        </FormField>
      </div>
      <WizardActions
        onBack={() => onBack(form.getValues())}
        backDisabled={pending}
        submitLabel="Submit Application"
        pending={pending}
        pendingLabel="Submitting..."
      />
    </form>
  );
}
