import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { failureToast } from '../../lib/failure-toast';
import { useTRPC } from '../../lib/trpc';
import { useChatTexts } from './chat-texts';

/**
 * Spec part 2: a customer without a conversation gets one at once, about the card's
 * application. Asked once per card (a ref, so StrictMode's second effect run does not
 * open a second conversation); a failure toasts and offers a retry.
 */
export function useStartConversation(applicationId: string, needed: boolean) {
  const { t } = useChatTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const start = useMutation(
    trpc.conversations.start.mutationOptions({
      onSuccess: (created) => {
        const { messages: _messages, ...summary } = created;
        queryClient.setQueryData(trpc.conversations.mine.queryKey(), (list) => [
          summary,
          ...(list ?? []),
        ]);
        queryClient.setQueryData(
          trpc.conversations.get.queryKey({ id: created.id, includeAll: true }),
          created,
        );
      },
      onError: failureToast(t('problems.createErrorTitle'), t('problems.createError')),
    }),
  );
  const asked = useRef(false);
  const { mutate } = start;

  useEffect(() => {
    if (!needed || asked.current) return;
    asked.current = true;
    mutate({ applicationId });
  }, [needed, applicationId, mutate]);

  return {
    failed: start.isError,
    starting: start.isPending,
    retry: () => mutate({ applicationId }),
  };
}
