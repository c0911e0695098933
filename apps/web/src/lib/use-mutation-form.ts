import {
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { failureToast } from './failure-toast';
import { applyServerFieldErrors } from './server-field-errors';
import { submitOnce } from './submit-once';
import { type ToastInput, toast } from './toast-store';

export interface MutationFormOptions<Values extends FieldValues, Output, Variables, Data, Failure> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The request, e.g. `trpc.admin.messages.broadcast.mutationOptions()`. */
  mutation: UseMutationOptions<Data, Failure, Variables>;
  /** What the request is sent, from the form's checked values. */
  variables: (input: Output) => NoInfer<Variables>;
  /** The form's fields a 400 may name: their messages go on the fields, the first focused. */
  fields: readonly FieldPath<Values>[];
  /** Any other failure: a 401 starts the logged-out flow, else this toast (see failureToast). */
  failure: { title: string; fallback: string };
  /** The confirmation toast, from what was sent and what came back. */
  successToast: (input: Output, data: Data) => ToastInput;
  /** Lists that now show something old; they refresh in the background. */
  invalidates?: readonly QueryKey[];
  /** After the toast: close the dialog, clear the form, put the answer in a cache. */
  onSuccess?: (data: Data, input: Output) => void;
}

export interface MutationForm {
  /** The form's onSubmit: checks the fields, sends once (see submitOnce), then reports. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A send is under way: the submit button says so and a second submit does nothing. */
  pending: boolean;
}

/**
 * The one submit sequence of a staff or customer form: send the mutation; on failure put
 * the server's field messages on the form or else report it; on success toast, refresh
 * what the change made stale (not awaited: the dialog closes at once and the lists catch
 * up) and hand over to the form.
 */
export function useMutationForm<Values extends FieldValues, Output, Variables, Data, Failure>({
  form,
  mutation,
  variables,
  fields,
  failure,
  successToast,
  invalidates = [],
  onSuccess,
}: MutationFormOptions<Values, Output, Variables, Data, Failure>): MutationForm {
  const queryClient = useQueryClient();
  const send = useMutation(mutation);
  const onFailure = failureToast(failure.title, failure.fallback);

  const submit = form.handleSubmit(async (input) => {
    let data: Data;
    try {
      data = await send.mutateAsync(variables(input));
    } catch (error) {
      if (!applyServerFieldErrors(form, error, fields)) onFailure(error);
      return;
    }
    toast(successToast(input, data));
    void Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    onSuccess?.(data, input);
  });

  const pending = send.isPending || form.formState.isSubmitting;
  return { onSubmit: submitOnce(pending, submit), pending };
}
