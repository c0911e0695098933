import { attachmentMessages } from '@advance/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import type { UploadState } from './upload-state';

/**
 * The progress bar while a file goes up, and one line saying what happened. The line is a
 * polite live region that is always rendered (empty when idle), so screen readers announce
 * the start, the success and the failure; the percentage is left to the progressbar, so
 * it is not read out at every step.
 */
export function UploadStatus({ state }: { state: UploadState }) {
  return (
    <div className="space-y-2">
      {state.status === 'uploading' ? (
        <div className="flex items-center gap-3">
          <Progress
            value={state.progress}
            max={100}
            label={`Uploading ${state.fileName}`}
            valueText={`${state.progress}%`}
          />
          <span aria-hidden="true" className="w-10 shrink-0 text-right text-sm text-slate-700">
            {state.progress}%
          </span>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-800">
        <StatusLine state={state} />
      </p>
    </div>
  );
}

function StatusLine({ state }: { state: UploadState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <span className="min-w-0 break-words">
          Uploading <span className="font-medium">{state.fileName}</span>…
        </span>
      );
    case 'done':
      return (
        <span className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{state.fileName}</span>:{' '}
            {attachmentMessages.uploadSuccess}
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
