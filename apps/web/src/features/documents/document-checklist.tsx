import type { CustomerApplication, DocumentRequest, DocumentRequestItem } from '@advance/contracts';
import { CircleAlert, CircleCheck, ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocaleTag } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { FilePicker } from './file-picker';
import { UploadStatus } from './upload-status';
import { useFileUpload } from './use-file-upload';

const stateClasses: Record<DocumentRequestItem['state'], string> = {
  pending: 'border-orange-300 bg-orange-50 text-orange-900',
  received: 'border-blue-300 bg-blue-50 text-blue-900',
  satisfied: 'border-green-300 bg-green-50 text-green-900',
};

/**
 * Issue 19: the documents staff asked for, on the customer's dashboard: the due date, each
 * item with its state in words, and an Upload button for every item not yet accepted. Shown
 * only while the request is open; a decision closes it.
 */
export function DocumentChecklist({ application }: { application: CustomerApplication }) {
  const request = application.documentRequest;
  if (!request || request.closedAt) return null;
  return <OpenChecklist applicationId={application.id} request={request} />;
}

function OpenChecklist({
  applicationId,
  request,
}: {
  applicationId: string;
  request: DocumentRequest;
}) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const allIn = request.items.every((item) => item.state !== 'pending');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-orange-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <ClipboardList aria-hidden="true" className="size-5 text-slate-600" />
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {t('checklist.heading')}
          </h3>
        </div>
        <p className="text-sm font-medium text-slate-800">
          {t('checklist.dueBy', { dueDate: formatDate(request.dueDate, appLocaleTag()) })}
        </p>
      </div>
      {request.overdue ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checklist.overdue')}
        </p>
      ) : null}
      {allIn ? (
        <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checklist.allReceived')}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {request.items.map((item) => (
          <li key={item.id} className="py-3 first:pt-0 last:pb-0">
            <ChecklistItem applicationId={applicationId} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChecklistItem({
  applicationId,
  item,
}: {
  applicationId: string;
  item: DocumentRequestItem;
}) {
  const { t } = useTranslation('documents');
  const stateId = useId();
  const hintId = useId();
  const { state, upload, uploading } = useFileUpload({
    applicationId,
    audience: 'customer',
    documentItemId: item.id,
  });
  const open = item.state !== 'satisfied';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="break-words font-medium text-slate-900">{item.description}</p>
          <p className="text-sm text-slate-600">
            {t('checklist.category', { category: t(`category.${item.category}`) })}
          </p>
        </div>
        <p
          id={stateId}
          className={cn(
            'shrink-0 rounded-full border px-2.5 py-0.5 text-sm font-medium',
            stateClasses[item.state],
          )}
        >
          <span className="sr-only">{t('checklist.statusPrefix')}</span>
          {t(`checklist.state.${item.state}`)}
        </p>
      </div>
      {open ? (
        <>
          <FilePicker
            label={t('checklist.upload', { description: item.description })}
            variant={item.state === 'pending' ? 'primary' : 'secondary'}
            disabled={uploading}
            describedBy={`${stateId} ${hintId}`}
            onFile={(file) => void upload(file)}
          />
          <p id={hintId} className="sr-only">
            {t('panel.fileLimitsHint')}
          </p>
          <UploadStatus state={state} localized />
        </>
      ) : null}
    </div>
  );
}
