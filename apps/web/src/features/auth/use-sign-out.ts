import { authMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setCurrentUser } from '../../lib/current-user-store';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';

export function useSignOut() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

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
    queryClient.removeQueries();
    setCurrentUser(null);
    toast({ title: authMessages.signedOut });
  };

  return { signOut, isPending: logout.isPending };
}
