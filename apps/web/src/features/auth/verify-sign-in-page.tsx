import { safeNextPath, signInStepMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { setCurrentUser } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { stepPath } from '../../lib/sign-in-step';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import type { CodeInput } from './code-entry';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorForm } from './second-factor-form';
import { displayName, useCurrentUserState } from './use-current-user';
import { useSignOut } from './use-sign-out';

/**
 * The second step of a staff sign-in (issue 17): the password was right, the session is
 * partial until a code (or a recovery code, or a passkey) is given, and it lapses after
 * 5 minutes. A signed-in user or a visitor has nothing to do here and moves on.
 */
export function VerifySignInPage({ next }: { next?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  useDocumentTitle(signInStepMessages.verifyTitle);
  const { user, step } = useCurrentUserState();
  const verify = useMutation(trpc.auth.mfa.verify.mutationOptions());
  const { signOut, isPending: signingOut } = useSignOut();
  const destination = safeNextPath(next);

  useEffect(() => {
    if (user) void router.navigate({ href: destination, replace: true });
    else if (user === null && !step) void router.navigate({ to: '/login', replace: true });
    else if (step && step.stage !== 'second_factor')
      void router.navigate({
        href: `${stepPath(step.stage)}?next=${encodeURIComponent(destination)}`,
        replace: true,
      });
  }, [user, step, router, destination]);

  const submit = async (input: CodeInput) => {
    try {
      const result = await verify.mutateAsync(input);
      // Whatever was cached belonged to the partial session; the signed-in one starts clean.
      queryClient.removeQueries();
      setCurrentUser(result.user);
      toast({ title: signInStepMessages.signedInTitle, description: signInStepMessages.signedIn });
      await router.navigate({ href: destination });
    } catch (error) {
      throw new Error(serverMessage(error, signInStepMessages.verifyFailed));
    }
  };

  return (
    <AuthCard
      title={signInStepMessages.verifyTitle}
      description={signInStepMessages.verifyDescription}
      icon={<ShieldCheck aria-hidden="true" className="size-6" />}
    >
      <div className="space-y-5">
        {step ? (
          <p className="text-base text-slate-800">
            {signInStepMessages.greeting(displayName(step.user))}
          </p>
        ) : null}
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          {signInStepMessages.timeLimit}
        </p>
        <SecondFactorForm onSubmit={submit} />
        <div className="space-y-2 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-700">{signInStepMessages.orPasskey}</p>
          <PasskeySignInButton next={destination} />
        </div>
        <div className="border-t border-slate-200 pt-5">
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            {signInStepMessages.signOut}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
