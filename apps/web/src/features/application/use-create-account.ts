import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { httpStatusOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { Applicant } from './wizard-steps';

/**
 * Step 2's account creation. Spec part 8: whatever happens the wizard moves on to step 3:
 * "User already exists with this email" silently, any other failure after a console note.
 * The submission settles ownership on the server anyway (DESIGN.md §5).
 */
export function useCreateAccount() {
  const trpc = useTRPC();
  const createAccount = useMutation(trpc.auth.createAccount.mutationOptions());
  // Going Back and Next again with the same e-mail and password would only ask again for
  // an account that now exists.
  const lastAttempt = useRef<string | null>(null);

  const create = async (applicant: Applicant, password: string): Promise<void> => {
    const attempt = `${applicant.email}\n${password}`;
    if (lastAttempt.current === attempt) return;
    try {
      await createAccount.mutateAsync({
        email: applicant.email,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        password,
      });
      lastAttempt.current = attempt;
    } catch (error) {
      if (httpStatusOf(error) === 409) lastAttempt.current = attempt;
      else console.error('Account creation failed', error);
    }
  };

  return { create, isPending: createAccount.isPending };
}
