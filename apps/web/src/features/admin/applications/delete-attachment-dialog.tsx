import { type Attachment, attachmentMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { failureToast } from '../../../lib/failure-toast';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';

/**
 * The spec's confirmation before deleting (part 2). Radix AlertDialog is not a dependency,
 * so this is the app's Dialog behaving as one: role alertdialog, focus starts on Cancel,
 * a click outside does not dismiss it. A failure keeps it open so the admin can retry.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(
      { id: attachment.id },
      {
        onSuccess: () => {
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
        onError: failureToast(
          attachmentMessages.deleteFailedTitle,
          attachmentMessages.deleteFailed,
        ),
      },
    );
  };

  return (
    <DialogContent
      role="alertdialog"
      className="max-w-md"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      onPointerDownOutside={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        event.preventDefault();
        onDeleted();
      }}
    >
      <DialogHeader>
        <DialogTitle>Delete Attachment</DialogTitle>
        <DialogDescription>{attachmentMessages.deleteConfirm}</DialogDescription>
      </DialogHeader>
      <p className="break-words font-medium text-slate-900">{attachment.fileName}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={cancelRef} variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant="destructive"
          aria-disabled={remove.isPending || undefined}
          className="aria-disabled:opacity-60"
          onClick={confirm}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
