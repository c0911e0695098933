import { authMessages } from '@advance/contracts';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const logout = trpc.auth.logout.useMutation();

  const signOut = async (): Promise<void> => {
    try {
      await logout.mutateAsync();
    } catch {
      // The server-side navigation ends the session too, and lands on / by itself.
      window.location.assign('/api/logout');
      return;
    }
    // Leave any customer page first: were the user forgotten while it is shown, it would
    // read as "logged out" and send them to sign in again.
    await navigate({ to: '/' });
    // Nothing of the previous user's data may outlive the session in this tab.
    queryClient.removeQueries({ predicate: (query) => !isMeQuery(query) });
    utils.auth.me.setData(undefined, null);
    await utils.auth.me.invalidate();
    toast({ title: authMessages.signedOut });
  };

  return { signOut, isPending: logout.isPending };
}

/** tRPC keys a query by its path first: [['auth', 'me'], { type: 'query' }]. */
function isMeQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return Array.isArray(path) && path.join('.') === 'auth.me';
}
