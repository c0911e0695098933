import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props a control needs so assistive technology reads its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Validation message; when set the control is marked invalid and points at it. */
  error?: string;
  hint?: ReactNode;
  /** Extra content beside the label (e.g. a "Forgot your password?" link). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A visible label, an optional hint and an error line, tied to the control with
 * htmlFor / aria-describedby / aria-invalid. The control is a render prop so any input
 * (plain, password, select) gets the same wiring.
 */
export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
