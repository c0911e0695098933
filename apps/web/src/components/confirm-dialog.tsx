import { type ReactNode, useRef } from 'react';
import { Button } from './ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { FormAlert } from './ui/form-alert';

/**
 * The body of a "are you sure?" dialog: title, description, Cancel and the confirm button.
 * Render it inside a `Dialog` root, mounted only while open, so each opening starts fresh.
 * Radix AlertDialog is not a dependency, so the app's Dialog behaves as one: focus starts on
 * Cancel (the safe answer) and, as an alertdialog, a click outside does not dismiss it.
 * While `pending`, the confirm button stays focusable but ignores clicks (aria-disabled,
 * not disabled, so focus is not lost under a keyboard user's feet).
 */
export function ConfirmDialog({
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel = confirmLabel,
  confirmVariant = 'destructive',
  pending,
  onConfirm,
  failure,
  role = 'alertdialog',
  onCloseAutoFocus,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  confirmVariant?: 'destructive' | 'primary';
  pending: boolean;
  onConfirm: () => void;
  /** Why the last attempt failed, shown in the dialog so it can be retried. */
  failure?: string | null;
  /** 'dialog' for a confirmation that a click outside may cancel. */
  role?: 'alertdialog' | 'dialog';
  onCloseAutoFocus?: (event: Event) => void;
  /** More content between the description and the buttons (a file name, a step-up dialog). */
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogContent
      role={role}
      className="max-w-md"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      onPointerDownOutside={(event) => {
        if (role === 'alertdialog') event.preventDefault();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={cancelRef} variant="secondary">
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button
          variant={confirmVariant}
          aria-disabled={pending || undefined}
          className="aria-disabled:opacity-60"
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
