import type { DocumentRequest } from '@advance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** After a change: the checklist, the application (its clock) and the list re-read. */
export function useChecklistRefresh(applicationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (request: DocumentRequest) => {
    queryClient.setQueryData(trpc.admin.documentRequests.get.queryKey({ applicationId }), request);
    void queryClient.invalidateQueries({
      queryKey: trpc.admin.applications.get.queryKey({ id: applicationId }),
    });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.applications.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
  };
}
