import { methodLabels, REFERENCE_MAX_LENGTH, todayInNewYork } from '@advance/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';

type FormOf<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;

const errorOf = <Values extends FieldValues, Output>(
  form: FormOf<Values, Output>,
  name: Path<Values>,
) => (form.formState.errors[name] as { message?: string } | undefined)?.message;

/** Dollars as typed: a text box with the decimal keypad on phones. */
export function AmountField<Values extends FieldValues, Output>({
  form,
  name,
  label = 'Amount (dollars)',
  hint,
}: {
  form: FormOf<Values, Output>;
  name: Path<Values>;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Input {...control} inputMode="decimal" autoComplete="off" {...form.register(name)} />
      )}
    </FormField>
  );
}

/** A day in New York's calendar, not after today (funding and payments are in the past). */
export function DateField<Values extends FieldValues, Output>({
  form,
  name,
  label,
}: {
  form: FormOf<Values, Output>;
  name: Path<Values>;
  label: string;
}) {
  return (
    <FormField label={label} error={errorOf(form, name)}>
      {(control) => (
        <Input {...control} type="date" max={todayInNewYork()} {...form.register(name)} />
      )}
    </FormField>
  );
}

export function MethodField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  methods,
}: {
  form: FormOf<Values, Output>;
  name: Path<Values>;
  label: string;
  methods: readonly (keyof typeof methodLabels)[];
}) {
  return (
    <FormField label={label} error={errorOf(form, name)}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          <option value="">Select a method</option>
          {methods.map((method) => (
            <option key={method} value={method}>
              {methodLabels[method]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function ReferenceField<Values extends FieldValues, Output>({
  form,
  name,
}: {
  form: FormOf<Values, Output>;
  name: Path<Values>;
}) {
  return (
    <FormField
      label="Reference (optional)"
      hint="A trace number, check number or receipt."
      error={errorOf(form, name)}
    >
      {(control) => (
        <Input
          {...control}
          maxLength={REFERENCE_MAX_LENGTH}
          autoComplete="off"
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}

export function ReasonField<Values extends FieldValues, Output>({
  form,
  name,
  label = 'Reason',
}: {
  form: FormOf<Values, Output>;
  name: Path<Values>;
  label?: string;
}) {
  return (
    <FormField label={label} error={errorOf(form, name)}>
      {(control) => <Textarea {...control} rows={3} {...form.register(name)} />}
    </FormField>
  );
}
