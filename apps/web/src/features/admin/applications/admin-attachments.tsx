import type { Attachment } from '@advance/contracts';
import { useRef, useState } from 'react';
import { AttachmentList } from '../../documents/attachment-list';
import { DialogSection } from '../dialog-section';
import { AdminAttachmentRow } from './admin-attachment-row';
import { DeleteAttachmentDialog } from './delete-attachment-dialog';
import { StaffUploadForm } from './staff-upload-form';

/**
 * Application Details → Attachments (spec part 2): every document, visible or not, with
 * download, hide/show and delete, and the staff upload form. One confirmation dialog
 * serves the whole list, so deleting a row does not unmount the dialog asking about it.
 */
export function AdminAttachments({ applicationId }: { applicationId: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);

  return (
    <DialogSection title="Attachments" headingRef={headingRef}>
      <AttachmentList
        applicationId={applicationId}
        renderItem={(attachment) => (
          <AdminAttachmentRow attachment={attachment} onDelete={setDeleting} />
        )}
      />
      <StaffUploadForm applicationId={applicationId} />
      <DeleteAttachmentDialog
        attachment={deleting}
        onClose={() => setDeleting(null)}
        // The deleted row's button is gone: the section heading is the nearest sensible place.
        onDeleted={() => headingRef.current?.focus()}
      />
    </DialogSection>
  );
}
