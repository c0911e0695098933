import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from './errors';

/**
 * Puts the server's per-field messages (a 400 with `errors`) on the form's own fields and
 * focuses the first; returns false when the error named none of them, so the caller shows
 * its failure toast instead. Fields the form does not have are ignored.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: readonly FieldPath<Values>[],
): boolean {
  const known = Object.entries(fieldErrorsOf(error)).filter(([field]) =>
    (fields as readonly string[]).includes(field),
  );
  known.forEach(([field, message], index) => {
    form.setError(field as FieldPath<Values>, { message }, { shouldFocus: index === 0 });
  });
  return known.length > 0;
}
