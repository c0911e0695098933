import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

/**
 * A form's submit button that says when it is sending. It stays focusable while busy
 * (aria-disabled, not disabled) so keyboard focus is not lost to the page; the form's
 * submitOnce makes a second press meanwhile harmless.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  className,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & {
  pending: boolean;
  pendingLabel: string;
  /** Shown before the label, busy or not. */
  icon?: ReactNode;
}) {
  return (
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      className={cn('aria-disabled:opacity-60', className)}
      {...props}
    >
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
