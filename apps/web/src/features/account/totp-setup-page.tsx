import {
  isStaffRole,
  safeNextPath,
  signInStepMessages,
  totpSetupMessages,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { setCurrentUser } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import type { CodeInput } from '../auth/code-entry';
import { SecondFactorForm } from '../auth/second-factor-form';
import { useCurrentUserState } from '../auth/use-current-user';
import { PageContainer } from '../page/page-container';
import { PendingPage } from '../page/pending-page';
import { QrCode } from './qr-code';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read out and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up the authenticator app (issue 17): right after a staff member's first password
 * sign-in (the session is partial until it is confirmed), or from the account page to
 * change it. QR code and the key as text, confirm with a code, then the recovery codes.
 */
export function TotpSetupPage({ next }: { next?: string }) {
  useDocumentTitle(totpSetupMessages.title);
  const router = useRouter();
  const { user, step } = useCurrentUserState();
  const duringSignIn = step?.stage === 'setup_second_factor';
  const allowed = duringSignIn || (user ? isStaffRole(user.role) : false);

  useEffect(() => {
    if (allowed) return;
    if (step?.stage === 'second_factor') {
      void router.navigate({ to: '/login/verify', search: next ? { next } : {}, replace: true });
    } else if (user) {
      void router.navigate({ to: '/account', replace: true });
    } else if (user === null) {
      void router.navigate({ to: '/login', replace: true });
    }
  }, [allowed, step, user, router, next]);

  if (!allowed) return <PendingPage />;
  return <TotpSetup duringSignIn={duringSignIn} next={next} />;
}

function TotpSetup({ duringSignIn, next }: { duringSignIn: boolean; next?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { step } = useCurrentUserState();
  const headingId = useId();
  const setup = useMutation(trpc.auth.mfa.setupTotp.mutationOptions());
  const confirm = useMutation(trpc.auth.mfa.confirmTotp.mutationOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);

  // One secret per visit: React's development double effect must not make two.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup.mutate]);

  const submit = async (input: CodeInput) => {
    if (!('code' in input)) return;
    try {
      const result = await confirm.mutateAsync({ code: input.code });
      setCodes(result.recoveryCodes);
    } catch (error) {
      throw new Error(serverMessage(error, signInStepMessages.verifyFailed));
    }
  };

  const finish = async () => {
    if (duringSignIn && step) {
      toast({ title: signInStepMessages.signedInTitle, description: signInStepMessages.signedIn });
      // Confirming completed the sign-in: a new, full session.
      queryClient.removeQueries();
      setCurrentUser(step.user);
      await router.navigate({ href: safeNextPath(next) });
      return;
    }
    toast({ title: totpSetupMessages.doneTitle });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.mfa.status.queryKey() });
    await router.navigate({ to: '/account' });
  };

  const secret = setup.data?.secret;
  return (
    <PageContainer className="max-w-2xl py-10">
      <Card>
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
              <KeyRound aria-hidden="true" className="size-6" />
            </span>
            <h1 id={headingId} className="text-2xl font-bold text-slate-900">
              {totpSetupMessages.title}
            </h1>
          </div>
          {codes ? (
            <RecoveryCodesPanel codes={codes} onDone={() => void finish()} />
          ) : (
            <>
              <p className="text-base text-slate-700">
                {duringSignIn ? totpSetupMessages.requiredNotice : totpSetupMessages.addNotice}
              </p>
              {setup.isPending ? <Spinner label={totpSetupMessages.loading} /> : null}
              {setup.isError ? (
                <FormAlert>{serverMessage(setup.error, totpSetupMessages.loadFailed)}</FormAlert>
              ) : null}
              {setup.data && secret ? (
                <>
                  <section className="space-y-3">
                    <h2 className="text-lg font-semibold text-slate-900">
                      {totpSetupMessages.step1}
                    </h2>
                    <p className="text-sm text-slate-700">{totpSetupMessages.step1Hint}</p>
                    <QrCode value={setup.data.otpauthUrl} label={totpSetupMessages.qrAlt} />
                    <SetupKey secret={secret} />
                  </section>
                  <section className="space-y-3">
                    <h2 className="text-lg font-semibold text-slate-900">
                      {totpSetupMessages.step2}
                    </h2>
                    <SecondFactorForm
                      onSubmit={submit}
                      allowRecovery={false}
                      autoFocus={false}
                      submitLabel={totpSetupMessages.confirmButton}
                    />
                  </section>
                </>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function SetupKey({ secret }: { secret: string }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    toast({ title: totpSetupMessages.keyCopied });
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-800">{totpSetupMessages.secretLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          data-secret={secret}
          className="rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider text-slate-900 select-all"
        >
          {groupSecret(secret)}
        </code>
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {totpSetupMessages.copyKey}
        </Button>
      </div>
    </div>
  );
}
