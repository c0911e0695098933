import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { httpStatusOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { withMessage } from './inbox-cache';

/**
 * Opening a message (selecting it, or the first one being selected for the customer)
 * fetches it with messages.get, which marks it read on the server; the fresh copy then
 * replaces the list's, so its unread dot and the N new badge update at once. A 401 is
 * handled by the query cache (the logged-out flow); a message that has gone (404) makes
 * the list reload. Any other failure leaves the list's copy on screen: it is still readable,
 * and the next refresh tells the truth about its read state.
 */
export function useOpenMessage(id: string | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The last id opened: StrictMode's second effect run, and re-renders, open nothing twice.
  const opened = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!id || opened.current === id) return;
    opened.current = id;
    queryClient.fetchQuery(trpc.messages.get.queryOptions({ id }, { staleTime: 0 })).then(
      (message) => {
        queryClient.setQueryData(trpc.messages.inbox.queryKey(), (list) =>
          withMessage(list, message),
        );
      },
      (error: unknown) => {
        if (httpStatusOf(error) === 404)
          void queryClient.invalidateQueries({ queryKey: trpc.messages.inbox.queryKey() });
      },
    );
  }, [id, queryClient, trpc]);
}
