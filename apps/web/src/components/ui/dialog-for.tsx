import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';

/**
 * A dialog open while `item` is set (an application, a message, or `true` for a plain
 * form), its content mounted only then, so each opening starts fresh. Any way of closing it
 * (Escape, the close button, outside click) calls onClose.
 */
export function DialogFor<T>({
  item,
  onClose,
  className,
  children,
}: {
  item: T | null | false;
  onClose: () => void;
  className: string;
  children: (item: T) => ReactNode;
}) {
  const open = item !== null && item !== false;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      {open ? <DialogContent className={className}>{children(item)}</DialogContent> : null}
    </Dialog>
  );
}
