import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('fields.email')} error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" inputMode="email" {...registration} />
      )}
    </FormField>
  );
}
