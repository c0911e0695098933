import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * Issue 20: asks the server once per e-mail whether it can start a new account. `refused`
 * is true only on a clear "no"; a failed question (offline, too many) lets the visitor go
 * on, since the submission settles ownership on the server anyway (DESIGN.md §5).
 */
export function useEmailCheck() {
  const trpc = useTRPC();
  const ask = useMutation(trpc.applications.emailStatus.mutationOptions());
  const answers = useRef(new Map<string, boolean>());

  const refused = async (email: string): Promise<boolean> => {
    const known = answers.current.get(email);
    if (known !== undefined) return !known;
    try {
      const { acceptsNewAccount } = await ask.mutateAsync({ email });
      answers.current.set(email, acceptsNewAccount);
      return !acceptsNewAccount;
    } catch {
      return false;
    }
  };

  return { refused, isPending: ask.isPending };
}
