import {
  denialReasonCodes,
  denialReasons,
  MAX_DENIAL_REASONS,
  OTHER_REASON_MAX_LENGTH,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ReviewFormValues } from './review-form';

/**
 * Issue 19: a denial names 1-4 principal reasons from the fixed list (Regulation B); "Other"
 * asks for a short text. The group's error is read with its legend (aria-describedby).
 */
export function DenialReasonsField({
  form,
}: {
  form: UseFormReturn<ReviewFormValues, unknown, ReviewApplicationInput>;
}) {
  const id = useId();
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'reasons' });
  const otherChosen = ([] as string[]).concat(chosen ?? []).includes('other');
  const error = errors.reasons?.message ?? errors.reasons?.root?.message;
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={Boolean(error)}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">Reasons for the denial</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Choose 1 to {MAX_DENIAL_REASONS}. The applicant reads them in plain words in the notice.
      </p>
      {denialReasonCodes.map((code) => (
        <Checkbox
          key={code}
          label={denialReasons[code].label}
          value={code}
          {...form.register('reasons')}
        />
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {otherChosen ? (
        <FormField label="Other reason" error={errors.otherReason?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={OTHER_REASON_MAX_LENGTH}
              {...form.register('otherReason')}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
