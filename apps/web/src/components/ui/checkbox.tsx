import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, read with it (aria-describedby). */
  hint?: ReactNode;
}

/** A native checkbox with its visible label; the whole label is the click target. */
export function Checkbox({ label, hint, className, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hintId}
        className="size-6 shrink-0 rounded border-slate-400 accent-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed"
        {...props}
      />
      <div className="space-y-0.5">
        <label
          htmlFor={inputId}
          className={cn(
            'text-sm font-semibold text-slate-800',
            props.disabled ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer',
          )}
        >
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
