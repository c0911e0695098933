import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** The e-mail input every auth form uses: labelled, with the right keyboard and autofill. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" inputMode="email" {...registration} />
      )}
    </FormField>
  );
}
