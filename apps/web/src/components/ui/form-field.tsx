import { type ReactNode, useId } from 'react';
import { useLocalizeMessage } from '../../i18n/localize-message';
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
  /** A fixed id for the control, when an error summary elsewhere links to it. */
  id?: string;
  /**
   * Marks the control invalid although its message is shown under another field (a
   * refused sign-in names the e-mail and the password in one line); `describedBy` then
   * points at that line.
   */
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A visible label, an optional hint and an error line, tied to the control with
 * htmlFor / aria-describedby / aria-invalid. The control is a render prop so any input
 * (plain, password, select) gets the same wiring. The error, a contracts text in English
 * (a zod issue, a server message), is shown in the app's language (localize-message.ts).
 */
export function FormField({
  label,
  error,
  hint,
  labelAside,
  className,
  children,
  id: fixedId,
  invalid,
  describedBy: otherDescription,
}: FormFieldProps) {
  const localize = useLocalizeMessage();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, otherDescription].filter(Boolean).join(' ') || undefined;

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
      {children({
        id,
        'aria-invalid': Boolean(error) || Boolean(invalid),
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}
