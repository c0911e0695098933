import type { ReactNode } from 'react';
import type { MutationForm } from '../../lib/use-mutation-form';
import { DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { FormDialogFooter } from './form-dialog-footer';

/**
 * A dialog's form: title and description, the fields, then Cancel and submit. Pair it with
 * useMutationForm, which gives `onSubmit` and `pending`.
 */
export function DialogForm({
  title,
  description,
  header,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: MutationForm & {
  title: string;
  description: ReactNode;
  /** More of the header under the description (e.g. the current state of the item). */
  header?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {header}
      </DialogHeader>
      <div className="space-y-5">{children}</div>
      <FormDialogFooter pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </FormDialogFooter>
    </form>
  );
}
