import { authMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setCurrentUser } from '../../lib/current-user-store';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { beginSignOut } from '../../lib/unauthorized';

export function useSignOut() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  const signOut = async (): Promise<void> => {
    // From here on the session ends on purpose: a query of the page being left that comes
    // back 401 (sent before the logout, or by "/" still rendered for the user while the
    // navigation runs) must not send the user to sign in instead of "/" and the toast.
    const endSignOut = beginSignOut();
    try {
      await logout.mutateAsync();
    } catch {
      // The server-side navigation ends the session too, and lands on / by itself (the
      // page is leaving: the sign-out stays under way).
      window.location.assign('/api/logout');
      return;
    }
    try {
      // Leave any customer page first: were the user forgotten while it is shown, it would
      // read as "logged out" and send them to sign in again.
      await navigate({ to: '/' });
      // Nothing of the previous user's data may outlive the session in this tab.
      queryClient.removeQueries();
      // Nobody signed in from now on: a query's late 401 is no longer news (query-client.ts).
      setCurrentUser(null);
      toast({ title: authMessages.signedOut });
    } finally {
      endSignOut();
    }
  };

  return { signOut, isPending: logout.isPending };
}
