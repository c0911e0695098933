import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { handleUnauthorized } from '../../lib/unauthorized';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { attachInput, type StaffUploadDetails } from './attach-input';
import { useDocumentsT } from './texts';
import {
  failureFeedback,
  isUnauthorized,
  successFeedback,
  type UploadAudience,
} from './upload-feedback';
import { runUpload, type UploadResult } from './upload-flow';
import { idleUpload, uploadReducer } from './upload-state';

/**
 * One document upload at a time for one application: request a URL (the customer's or the
 * staff door), PUT the file with progress, attach it, then toast and refresh the list.
 * Leaving the screen mid-transfer cancels it. A customer reads what happened in the app's
 * language, staff in English (issue 20).
 */
export function useFileUpload({
  applicationId,
  audience,
  documentItemId,
}: {
  applicationId: string;
  audience: UploadAudience;
  /** Issue 19: the requested document this upload answers (the checklist's Upload buttons). */
  documentItemId?: string;
}) {
  const t = useDocumentsT(audience === 'customer');
  const trpc = useTRPC();
  const [state, dispatch] = useReducer(uploadReducer, idleUpload);
  const queryClient = useQueryClient();
  const customerTicket = useMutation(trpc.attachments.requestUpload.mutationOptions());
  const staffTicket = useMutation(trpc.admin.attachments.requestUpload.mutationOptions());
  const attach = useMutation(trpc.attachments.attach.mutationOptions());
  // A ref, not state: a second pick in the same tick must see the first one running.
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const upload = async (file: File, details?: StaffUploadDetails): Promise<UploadResult> => {
    if (running.current) return { ok: false, failure: { kind: 'cancelled' } };
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start', fileName: file.name });

    let result: UploadResult;
    try {
      result = await runUpload(
        file,
        {
          requestTicket: () =>
            audience === 'staff' ? staffTicket.mutateAsync() : customerTicket.mutateAsync(),
          transfer: (url) =>
            uploadWithProgress({
              url,
              file,
              signal: controller.signal,
              onProgress: (percent) => dispatch({ type: 'progress', percent }),
            }),
          attach: (uploaded) =>
            attach.mutateAsync({
              ...attachInput({ applicationId, file, uploaded, audience, details }),
              ...(documentItemId ? { documentItemId } : {}),
            }),
        },
        controller.signal,
      );
    } finally {
      running.current = null;
    }

    if (result.ok) {
      dispatch({ type: 'succeed' });
      toast(successFeedback(audience, t));
      void queryClient.invalidateQueries({
        queryKey: trpc.attachments.list.queryKey({ applicationId }),
      });
      if (audience === 'staff')
        void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
      if (documentItemId)
        void queryClient.invalidateQueries({ queryKey: trpc.applications.mine.queryKey() });
      return result;
    }
    const { failure } = result;
    if (failure.kind === 'cancelled') return result;
    if (isUnauthorized(failure)) {
      dispatch({ type: 'fail', message: t('feedback.loggedOut') });
      handleUnauthorized();
      return result;
    }
    const feedback = failureFeedback(audience, failure, t);
    dispatch({ type: 'fail', message: feedback.description });
    toast({ variant: 'destructive', ...feedback });
    return result;
  };

  return { state, upload, uploading: state.status === 'uploading' };
}
