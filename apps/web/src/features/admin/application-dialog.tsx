import type { Application } from '@advance/contracts';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';

/** A dialog open while `application` is set; any way of closing it calls onClose. */
export function ApplicationDialog({
  application,
  onClose,
  className,
  children,
}: {
  application: Application | null;
  onClose: () => void;
  className: string;
  children: (application: Application) => ReactNode;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {application ? (
        <DialogContent className={className}>{children(application)}</DialogContent>
      ) : null}
    </Dialog>
  );
}
