import type { Advance } from '@advance/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '../../../lib/errors';
import { submitOnce } from '../../../lib/submit-once';
import { type ToastInput, toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { type AdvanceField, advanceErrorField, advanceErrorText } from './advance-errors';

export interface AdvanceActionOptions<Values extends FieldValues, Output, Variables, Failure> {
  form: UseFormReturn<Values, unknown, Output>;
  mutation: UseMutationOptions<{ advance: Advance }, Failure, Variables>;
  variables: (input: Output) => NoInfer<Variables>;
  /** The form's fields by what they are about; the server's texts are matched to them. */
  fields: Partial<Record<AdvanceField, FieldPath<Values>>>;
  applicationId: string;
  fallback: string;
  successToast: (advance: Advance) => ToastInput;
  onDone: () => void;
}

/** Where a refusal that is not about one field is kept; the dialog shows it above its buttons. */
export const FORM_ERROR = 'root.server';

/**
 * The submit sequence of the advance dialogs. Unlike the generic form hook a refusal never
 * becomes a toast: it is the contracts' text, under the field it is about (an overpayment
 * under the amount) or else above the buttons, so staff correct it where they are looking.
 * On success the panel takes the advance the server returned at once, and the lists, the
 * summary and the activity log refresh in the background.
 */
export function useAdvanceAction<Values extends FieldValues, Output, Variables, Failure>({
  form,
  mutation,
  variables,
  fields,
  applicationId,
  fallback,
  successToast,
  onDone,
}: AdvanceActionOptions<Values, Output, Variables, Failure>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const send = useMutation(mutation);

  const showError = (error: unknown) => {
    const message = advanceErrorText(error, fallback);
    if (message === null) {
      handleUnauthorized();
      return;
    }
    const named = Object.entries(fieldErrorsOf(error))
      .map(([name, text]) => [formFieldNamed(fields, name), text] as const)
      .filter((pair): pair is [FieldPath<Values>, string] => pair[0] !== null);
    if (named.length > 0) {
      named.forEach(([name, text], index) => {
        form.setError(name, { message: text }, { shouldFocus: index === 0 });
      });
      return;
    }
    const about = advanceErrorField(message, Object.keys(fields) as AdvanceField[]);
    const field = about ? fields[about] : undefined;
    if (field) form.setError(field, { message }, { shouldFocus: true });
    else form.setError(FORM_ERROR as FieldPath<Values>, { message });
  };

  const submit = form.handleSubmit(async (input) => {
    let data: { advance: Advance };
    try {
      data = await send.mutateAsync(variables(input));
    } catch (error) {
      showError(error);
      return;
    }
    queryClient.setQueryData(
      trpc.advances.forApplication.queryKey({ id: applicationId }),
      data.advance,
    );
    toast(successToast(data.advance));
    for (const queryKey of [
      trpc.admin.advances.list.queryKey(),
      trpc.admin.summary.queryKey(),
      trpc.admin.logs.list.queryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    onDone();
  });

  const pending = send.isPending || form.formState.isSubmitting;
  return { onSubmit: submitOnce(pending, submit), pending };
}

/** The form's field for a name the server used (its schema's: amount, fundedAt, reason…). */
function formFieldNamed<Values extends FieldValues>(
  fields: Partial<Record<AdvanceField, FieldPath<Values>>>,
  serverName: string,
): FieldPath<Values> | null {
  const match = Object.values(fields).find((name) => name === serverName);
  return (match as FieldPath<Values> | undefined) ?? null;
}
