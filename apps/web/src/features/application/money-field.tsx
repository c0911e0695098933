import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** A dollar amount typed by the applicant: numeric keyboard, decimals allowed. */
export function MoneyField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...registration}
        />
      )}
    </FormField>
  );
}
