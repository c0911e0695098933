import {
  type Attachment,
  attachmentMessages,
  formatAttachmentCategory,
  formatFileSize,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, FileText, Loader2, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { failureToast } from '../../../lib/failure-toast';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { AttachmentMeta } from '../../documents/attachment-meta';
import { DownloadButton } from '../../documents/download-button';

const uploadedBy: Record<Attachment['uploadType'], string> = {
  user_uploaded: 'Applicant',
  admin: 'Staff',
};

/**
 * One document as staff see it. Every button's accessible name includes the file ("Hide
 * award-letter.pdf from applicant") and starts with its visible word ("Hide"), so speech
 * input users can say what they see (WCAG 2.5.3, checked by axe). aria-label rather than
 * hidden text keeps the file name once in the page's text. The badge states visibility in
 * words, not only by colour.
 */
export function AdminAttachmentRow({
  attachment,
  onDelete,
}: {
  attachment: Attachment;
  onDelete: (attachment: Attachment) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setVisibility = useMutation(trpc.admin.attachments.setVisibility.mutationOptions());
  const { fileName, visibleToUser: visible } = attachment;

  const toggleVisibility = () => {
    // aria-disabled rather than disabled keeps focus on the button while it works.
    if (setVisibility.isPending) return;
    setVisibility.mutate(
      { id: attachment.id, visibleToUser: !visible },
      {
        onSuccess: (updated) => {
          toast({
            title: attachmentMessages.visibilityUpdatedTitle,
            description: updated.visibleToUser
              ? attachmentMessages.nowVisible
              : attachmentMessages.nowHidden,
          });
          queryClient.setQueryData(
            trpc.attachments.list.queryKey({ applicationId: attachment.applicationId }),
            (list) => list?.map((item) => (item.id === updated.id ? updated : item)),
          );
          void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
        },
        onError: failureToast(
          attachmentMessages.updateFailedTitle,
          attachmentMessages.updateFailed,
        ),
      },
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
          <p className="min-w-0 break-words font-medium text-slate-900">{fileName}</p>
        </div>
        <Badge variant={visible ? 'success' : 'neutral'}>
          {visible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {visible ? attachmentMessages.visibleToApplicant : attachmentMessages.hiddenFromApplicant}
        </Badge>
      </div>
      <AttachmentMeta
        items={[
          { label: 'Category', value: formatAttachmentCategory(attachment.category) },
          { label: 'Size', value: formatFileSize(attachment.fileSize) },
          { label: 'Uploaded by', value: uploadedBy[attachment.uploadType] },
          { label: 'Uploaded', value: formatDate(attachment.createdAt) },
        ]}
      />
      {attachment.description ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-700">
          {attachment.description}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <DownloadButton attachment={attachment} />
        <Button
          size="sm"
          variant="secondary"
          aria-label={visible ? `Hide ${fileName} from applicant` : `Show ${fileName} to applicant`}
          aria-disabled={setVisibility.isPending || undefined}
          className="aria-disabled:opacity-60"
          onClick={toggleVisibility}
        >
          {setVisibility.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : visible ? (
            <EyeOff aria-hidden="true" />
          ) : (
            <Eye aria-hidden="true" />
          )}
          {visible ? 'Hide' : 'Show'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete ${fileName}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(attachment)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}
