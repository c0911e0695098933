import { CircleAlert, CircleCheck } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import { type DocumentsT, useDocumentsT } from './texts';
import type { UploadState } from './upload-state';

/**
 * The progress bar while a file goes up, and one line saying what happened. The line is a
 * polite live region that is always rendered (empty when idle), so screen readers announce
 * the start, the success and the failure; the percentage is left to the progressbar, so
 * it is not read out at every step. `localized`: a customer screen, in the app's language
 * (staff screens stay English).
 */
export function UploadStatus({
  state,
  localized = false,
}: {
  state: UploadState;
  localized?: boolean;
}) {
  const t = useDocumentsT(localized);
  return (
    <div className="space-y-2">
      {state.status === 'uploading' ? (
        <div className="flex items-center gap-3">
          <Progress
            value={state.progress}
            max={100}
            label={t('status.progressLabel', { fileName: state.fileName })}
            valueText={`${state.progress}%`}
          />
          <span aria-hidden="true" className="w-10 shrink-0 text-right text-sm text-slate-700">
            {state.progress}%
          </span>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-800">
        <StatusLine state={state} t={t} />
      </p>
    </div>
  );
}

function StatusLine({ state, t }: { state: UploadState; t: DocumentsT }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <span className="min-w-0 break-words">
          {t('status.uploading')} <span className="font-medium">{state.fileName}</span>…
        </span>
      );
    case 'done':
      return (
        <span className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{state.fileName}</span>: {t('feedback.uploadSuccess')}
          </span>
        </span>
      );
    case 'failed':
      return (
        <span className="flex items-start gap-2 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{state.fileName}</span>: {state.message}
          </span>
        </span>
      );
  }
}
