import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';

/** A password being chosen (wizard, reset): labelled, with its own show/hide toggle. */
export function NewPasswordField({
  label,
  toggleNoun,
  hint,
  error,
  registration,
}: {
  label: string;
  /** What the toggle says it shows, e.g. "confirm password" → "Show confirm password". */
  toggleNoun?: string;
  hint?: ReactNode;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          {...(toggleNoun && { toggleNoun })}
          autoComplete="new-password"
          {...registration}
        />
      )}
    </FormField>
  );
}
