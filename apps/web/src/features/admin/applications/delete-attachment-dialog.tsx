import { type Attachment, attachmentMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { failureToast } from '../../../lib/failure-toast';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { useStepUp } from '../../auth/use-step-up';

/**
 * The spec's confirmation before deleting (part 2), as an alert dialog (focus starts on
 * Cancel, a click outside does not dismiss it). A failure keeps it open so the admin can retry.
 */
export function DeleteAttachmentDialog({
  attachment,
  onClose,
  onDeleted,
}: {
  attachment: Attachment | null;
  onClose: () => void;
  /** Called once the dialog has closed after a successful delete, to place focus. */
  onDeleted: () => void;
}) {
  return (
    <Dialog open={attachment !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {attachment ? (
        <ConfirmDelete
          key={attachment.id}
          attachment={attachment}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      ) : null}
    </Dialog>
  );
}

function ConfirmDelete({
  attachment,
  onClose,
  onDeleted,
}: {
  attachment: Attachment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.admin.attachments.delete.mutationOptions());
  const stepUp = useStepUp();
  const deleted = useRef(false);

  const confirm = () => {
    if (remove.isPending) return;
    // Deleting needs a fresh second factor (issue 17): asked for, then sent again, once.
    stepUp
      .run(() => remove.mutateAsync({ id: attachment.id }))
      .then(
        () => {
          deleted.current = true;
          toast({
            title: attachmentMessages.deletedTitle,
            description: attachmentMessages.deleted,
          });
          queryClient.setQueryData(
            trpc.attachments.list.queryKey({ applicationId: attachment.applicationId }),
            (list) => list?.filter((item) => item.id !== attachment.id),
          );
          void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
          onClose();
        },
        failureToast(attachmentMessages.deleteFailedTitle, attachmentMessages.deleteFailed),
      );
  };

  return (
    <ConfirmDialog
      title="Delete Attachment"
      description={attachmentMessages.deleteConfirm}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        event.preventDefault();
        onDeleted();
      }}
    >
      <p className="break-words font-medium text-slate-900">{attachment.fileName}</p>
      {stepUp.dialog}
    </ConfirmDialog>
  );
}
