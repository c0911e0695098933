import { authMessages, passkeyMessages, safeNextPath } from '@advance/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useRouter } from '@tanstack/react-router';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useApiClientLoader } from '../../lib/api-client';
import { setCurrentUser } from '../../lib/current-user-store';
import { toast } from '../../lib/toast-store';
import { browserHasPasskeys, loadWebAuthn, passkeyFailure } from './passkey-support';

/**
 * "Sign in with a passkey" (issue 17): no e-mail, no password; the browser offers the
 * passkeys it holds for this site. Always rendered, so the prerendered sign-in page already
 * holds it and hydration shifts nothing; a browser without WebAuthn is told so on click. On
 * success it goes on exactly as a password sign-in does (toast, then `next`); a passkey
 * is both factors, so staff never see the code step.
 */
export function PasskeySignInButton({ next }: { next?: string | undefined }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  // The API client loads on the click (issue 15): the sign-in page hydrates without it.
  const loadClient = useApiClientLoader();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    if (!browserHasPasskeys()) {
      toast({
        variant: 'destructive',
        title: passkeyMessages.signInFailedTitle,
        description: passkeyMessages.notSupported,
      });
      return;
    }
    setBusy(true);
    try {
      const client = await loadClient();
      const { challengeId, options } = await client.auth.passkeys.authenticationOptions.mutate();
      const { startAuthentication } = await loadWebAuthn();
      // The server's options, as JSON: the type differs only in how tRPC spells byte fields.
      const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
      const response = await startAuthentication({ optionsJSON });
      const { user } = await client.auth.passkeys.authenticationVerify.mutate({
        challengeId,
        response,
      });
      setCurrentUser(user);
      toast({ title: authMessages.loginSuccessTitle, description: authMessages.loginSuccess });
      await router.navigate({ href: safeNextPath(next) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: passkeyMessages.signInFailedTitle,
        description: passkeyFailure(error, passkeyMessages.signInFailed),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      disabled={busy}
      onClick={() => void signIn()}
    >
      <FingerprintPattern aria-hidden="true" />
      {busy ? t('passkey.signingIn') : t('passkey.signIn')}
    </Button>
  );
}
