import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../documents/file-picker';
import { UploadStatus } from '../documents/upload-status';
import { useFileUpload } from '../documents/use-file-upload';

/**
 * The reply form's Attach File (spec part 2): a message about an application (a review's
 * message, e.g. "Additional Documentation Requested") takes a document for that
 * application through the same upload flow as the dashboard's Supporting Documents panel,
 * where it then shows.
 */
export function ReplyAttachment({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('messages');
  const hintId = useId();
  const { state, upload, uploading } = useFileUpload({ applicationId, audience: 'customer' });
  return (
    <div className="space-y-2">
      <FilePicker
        label={t('attach.label')}
        variant="secondary"
        disabled={uploading}
        describedBy={hintId}
        onFile={(file) => void upload(file)}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t('attach.hint')}
      </p>
      <UploadStatus state={state} localized />
    </div>
  );
}
