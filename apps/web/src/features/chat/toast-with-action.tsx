import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * Issue 20: a toast says where its news is and takes the reader there. The toaster renders
 * any description, so the action is a button inside it (reached with F8 from the keyboard);
 * following it closes the toast.
 */
export function ToastWithAction({
  text,
  action,
  onAction,
}: {
  text: string;
  action: string;
  onAction: () => void;
}): ReactNode {
  return (
    <span className="flex flex-col items-start gap-2">
      <span>{text}</span>
      <Button type="button" size="sm" variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </span>
  );
}
