import {
  type Attachment,
  type AttachmentCategory,
  attachmentCategories,
  type CustomerApplication,
  customerStatusText,
  formatAttachmentCategory,
  formatFileSize,
} from '@advance/contracts';
import { FileText, FileWarning, Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocaleTag } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { AttachmentList } from './attachment-list';
import { AttachmentMeta } from './attachment-meta';
import { DownloadButton } from './download-button';
import { FilePicker } from './file-picker';
import type { DocumentsT } from './texts';
import { UploadStatus } from './upload-status';
import { useFileUpload } from './use-file-upload';

/**
 * The customer's documents for one application (spec part 2, Documents panel): the ones
 * staff let them see, one upload at a time, and downloads. When staff ask for documents,
 * the request is written out beside the upload button.
 */
export function SupportingDocumentsPanel({ application }: { application: CustomerApplication }) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const hintId = useId();
  const requestId = useId();
  const { state, upload, uploading } = useFileUpload({
    applicationId: application.id,
    audience: 'customer',
  });
  const { documentsRequested } = customerStatusText(application.status);

  return (
    // min-w-0: a grid item on the dashboard; a long file name must not widen the column.
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-2">
        <Paperclip aria-hidden="true" className="size-5 text-slate-600" />
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('panel.title')}
        </h3>
      </div>

      <div className="space-y-3">
        {documentsRequested ? (
          <p
            id={requestId}
            className="flex items-start gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm font-medium text-orange-900"
          >
            <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('panel.requested')}
          </p>
        ) : null}
        <FilePicker
          label={t('panel.uploadDocument')}
          disabled={uploading}
          describedBy={documentsRequested ? `${requestId} ${hintId}` : hintId}
          onFile={(file) => void upload(file)}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t('panel.fileLimitsHint')}
        </p>
        <UploadStatus state={state} localized />
      </div>

      <AttachmentList
        applicationId={application.id}
        localized
        renderItem={(attachment) => <CustomerDocument attachment={attachment} />}
      />
    </section>
  );
}

function CustomerDocument({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('documents');
  // Issue 20: on a phone the name takes one line, the facts the next, Download below them.
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="flex min-w-0 flex-[1_1_16rem] items-start gap-2">
        {/* On a phone the icon's width goes to the text, so the facts fit in two lines. */}
        <FileText
          aria-hidden="true"
          className="mt-0.5 hidden size-5 shrink-0 text-slate-600 sm:block"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900" title={attachment.fileName}>
            {attachment.fileName}
          </p>
          <AttachmentMeta
            items={[
              {
                label: t('meta.category'),
                value: categoryLabel(attachment.category, t),
                quiet: true,
              },
              { label: t('meta.size'), value: formatFileSize(attachment.fileSize), quiet: true },
              {
                label: t('meta.uploaded'),
                value: formatDate(attachment.createdAt, appLocaleTag()),
              },
            ]}
          />
        </div>
      </div>
      <DownloadButton attachment={attachment} localized />
    </div>
  );
}

/** A category in the reader's words; one this screen does not know, as the spec writes it. */
function categoryLabel(category: string, t: DocumentsT): string {
  return (attachmentCategories as readonly string[]).includes(category)
    ? t(`category.${category as AttachmentCategory}`)
    : formatAttachmentCategory(category);
}
