import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatCents } from '../../../lib/money';

/**
 * An advance action's dialog: the fields, then the balance the advance will have once it is
 * confirmed (read out politely as it changes), then any refusal that is not about one field.
 */
export function AdvanceDialogForm<Values extends FieldValues>({
  title,
  description,
  header,
  errors,
  preview,
  submitLabel,
  pendingLabel,
  onSubmit,
  pending,
  children,
}: {
  title: string;
  description: ReactNode;
  header?: ReactNode;
  errors: FieldErrors<Values>;
  /** What confirming does to the balance; null while the amount typed is not usable yet. */
  preview: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const formError = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <DialogForm
      title={title}
      description={description}
      header={header}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      onSubmit={onSubmit}
      pending={pending}
    >
      {children}
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-base text-slate-800"
      >
        {preview}
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
    </DialogForm>
  );
}

/** "New balance: $485.00" (or why there is none yet). */
export function NewBalance({
  cents,
  currentCents,
}: {
  cents: number | null;
  currentCents: number;
}) {
  if (cents === null) {
    return (
      <p>
        Current balance: <strong>{formatCents(currentCents)}</strong>. Enter an amount to see the
        new balance.
      </p>
    );
  }
  return (
    <p>
      New balance: <strong>{formatCents(cents)}</strong>{' '}
      <span className="text-slate-600">(now {formatCents(currentCents)})</span>
    </p>
  );
}
