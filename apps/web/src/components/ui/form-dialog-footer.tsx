import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { SubmitButton } from './submit-button';

/** A form dialog's Cancel and submit; Cancel waits while a send is under way. */
export function FormDialogFooter({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
