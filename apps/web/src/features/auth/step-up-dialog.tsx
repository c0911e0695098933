import { passkeyMessages, signInStepMessages, stepUpMessages } from '@advance/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { CodeInput } from './code-entry';
import { loadWebAuthn, passkeyFailure, usePasskeySupport } from './passkey-support';
import { SecondFactorForm } from './second-factor-form';

/**
 * Asks a signed-in staff member for a fresh second factor before a sensitive action (role
 * change, attachment delete, CSV export): a code (auth.mfa.verify on a full session) or,
 * when they have one and the browser can use it, a passkey (auth.passkeys.stepUp*). Either
 * refreshes the time the second factor was given; the caller then retries the action.
 */
export function StepUpDialog({
  open,
  onVerified,
  onCancel,
}: {
  open: boolean;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.mfa.verify.mutationOptions());

  const submit = async (input: CodeInput) => {
    try {
      await verify.mutateAsync(input);
    } catch (error) {
      throw new Error(serverMessage(error, signInStepMessages.verifyFailed));
    }
    onVerified();
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? null : onCancel())}>
      {open ? (
        <DialogContent
          className="max-w-md"
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{stepUpMessages.title}</DialogTitle>
            <DialogDescription>{stepUpMessages.description}</DialogDescription>
          </DialogHeader>
          <StepUpMethods onVerified={onVerified} onCancel={onCancel} submit={submit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The passkey button (when there is one to use), then the code form (when there is TOTP). */
function StepUpMethods({
  onVerified,
  onCancel,
  submit,
}: {
  onVerified: () => void;
  onCancel: () => void;
  submit: (input: CodeInput) => Promise<void>;
}) {
  const trpc = useTRPC();
  const supported = usePasskeySupport();
  const status = useQuery(trpc.auth.mfa.status.queryOptions(undefined, { staleTime: 0 }));
  const passkeys = status.data?.passkeys ?? 0;
  const offerPasskey = supported && passkeys > 0;
  // Without an authenticator app (a passkey is the only factor) a code form would be a dead end.
  const offerCode = !offerPasskey || status.data?.totp !== false;
  const cancel = (
    <Button type="button" variant="secondary" onClick={onCancel}>
      {stepUpMessages.cancel}
    </Button>
  );

  return (
    <div className="space-y-4">
      {offerPasskey ? <PasskeyStepUp onVerified={onVerified} /> : null}
      {offerPasskey && offerCode ? (
        <p className="text-sm text-muted-foreground">{passkeyMessages.stepUpOr}</p>
      ) : null}
      {offerCode ? (
        <SecondFactorForm onSubmit={submit} submitLabel={stepUpMessages.confirm} actions={cancel} />
      ) : (
        <div className="flex justify-end">{cancel}</div>
      )}
    </div>
  );
}

/** "Use a passkey": the user's own passkeys are offered; the challenge is bound to the session. */
function PasskeyStepUp({ onVerified }: { onVerified: () => void }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.auth.passkeys.stepUpOptions.mutationOptions());
  const finish = useMutation(trpc.auth.passkeys.stepUpVerify.mutationOptions());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmWithPasskey = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const options = await start.mutateAsync();
      const { startAuthentication } = await loadWebAuthn();
      // The server's options, as JSON: the type differs only in how tRPC spells byte fields.
      const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
      const response = await startAuthentication({ optionsJSON });
      await finish.mutateAsync({ response });
    } catch (error) {
      setFailure(passkeyFailure(error, passkeyMessages.stepUpFailed));
      setBusy(false);
      return;
    }
    setBusy(false);
    onVerified();
  };

  return (
    <div className="space-y-2">
      <Button
        type="button"
        className="w-full"
        disabled={busy}
        onClick={() => void confirmWithPasskey()}
      >
        <FingerprintPattern aria-hidden="true" />
        {busy ? passkeyMessages.stepUpWaiting : passkeyMessages.stepUpButton}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
