import type { Advance, MyAdvances } from '@advance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * After a change the server answers with the advance as it is now: it replaces the old one
 * on the dashboard at once, and the list refreshes in the background (the history, the
 * other cards).
 */
export function useAdvanceUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (advance: Advance) => {
    const queryKey = trpc.advances.mine.queryKey();
    queryClient.setQueryData(queryKey, (old: MyAdvances | undefined) =>
      old
        ? { ...old, advances: old.advances.map((a) => (a.id === advance.id ? advance : a)) }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey });
  };
}
