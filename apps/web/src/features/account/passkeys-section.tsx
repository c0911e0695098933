import { type Passkey, passkeyMessages, passkeyNameSchema } from '@advance/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FingerprintPattern, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { appLocaleTag } from '../../i18n/i18n';
import { useLocalizeMessage } from '../../i18n/localize-message';
import { serverMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { loadWebAuthn, passkeyFailure, usePasskeySupport } from '../auth/passkey-support';

/**
 * Passkeys on the account page (issue 17): what a passkey is, in plain words for customers
 * who never met one; the list (name, added, last used); add one; remove one after a
 * confirmation. The password keeps working either way, and the section says so.
 */
export function PasskeysSection() {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Card>
      <CardContent className="p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <FingerprintPattern aria-hidden="true" className="size-5 text-blue-700" />
            {t('passkeys.title')}
          </h2>
          <div className="space-y-2 text-base text-slate-700">
            <p>{t('passkeys.intro')}</p>
            <p>{t('passkeys.safety')}</p>
            <p>{t('passkeys.passwordStays')}</p>
          </div>
          <PasskeyList />
          <AddPasskey />
        </section>
      </CardContent>
    </Card>
  );
}

function PasskeyList() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const list = useQuery(trpc.auth.passkeys.list.queryOptions());
  const [removing, setRemoving] = useState<Passkey | null>(null);

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return <FormAlert>{serverMessage(list.error, passkeyMessages.loadFailed)}</FormAlert>;
  if (list.data.length === 0)
    return <p className="text-base text-slate-600">{t('passkeys.none')}</p>;
  return (
    <>
      <ul
        aria-label={t('passkeys.listLabel')}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {list.data.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="space-y-1">
              <p className="font-semibold text-slate-900">
                {passkey.name}{' '}
                {passkey.backedUp ? <Badge variant="neutral">{t('passkeys.synced')}</Badge> : null}
              </p>
              <p className="text-sm text-slate-600">
                {t('passkeys.addedOn')} {formatDate(passkey.createdAt, appLocaleTag())} ·{' '}
                {passkey.lastUsedAt
                  ? `${t('passkeys.lastUsed')} ${formatDate(passkey.lastUsedAt, appLocaleTag())}`
                  : t('passkeys.neverUsed')}
              </p>
            </div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t('passkeys.removeLabel', { name: passkey.name })}
              onClick={() => setRemoving(passkey)}
            >
              <Trash2 aria-hidden="true" />
              {t('passkeys.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.auth.passkeys.remove.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!passkey) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ id: passkey.id });
    } catch (error) {
      setFailure(serverMessage(error, passkeyMessages.removeFailedTitle));
      return;
    }
    toast({ title: passkeyMessages.removedTitle });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.passkeys.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.mfa.status.queryKey() });
    close();
  };

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open ? null : close())}>
      {passkey ? (
        <ConfirmDialog
          role="dialog"
          title={t('passkeys.removeConfirmTitle')}
          description={t('passkeys.removeConfirm', { name: passkey.name })}
          cancelLabel={t('passkeys.removeCancel')}
          confirmLabel={t('passkeys.removeConfirmButton')}
          pending={remove.isPending}
          onConfirm={() => void confirm()}
          failure={failure}
        />
      ) : null}
    </Dialog>
  );
}

function AddPasskey() {
  const { t } = useTranslation('account');
  const localize = useLocalizeMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const supported = usePasskeySupport();
  const start = useMutation(trpc.auth.passkeys.registrationOptions.mutationOptions());
  const finish = useMutation(trpc.auth.passkeys.registrationVerify.mutationOptions());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!supported) return <p className="text-base text-slate-600">{t('passkeys.notSupported')}</p>;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      const options = await start.mutateAsync();
      const { startRegistration } = await loadWebAuthn();
      // The server's options, as JSON: the type differs only in how tRPC spells byte fields.
      const optionsJSON = options as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON });
      await finish.mutateAsync({ response, ...(parsed.data && { name: parsed.data }) });
    } catch (error) {
      setFailure(passkeyFailure(error, passkeyMessages.registrationFailed));
      return;
    } finally {
      setBusy(false);
    }
    setName('');
    toast({ title: passkeyMessages.addedTitle, description: passkeyMessages.added });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.passkeys.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.mfa.status.queryKey() });
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void add(e)} className="space-y-4">
      {failure ? (
        <FormAlert>
          <span className="font-semibold">{t('passkeys.addFailedTitle')}: </span>
          {localize(failure)}
        </FormAlert>
      ) : null}
      <FormField label={t('passkeys.nameLabel')} hint={t('passkeys.nameHint')} error={nameError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy}>
        <FingerprintPattern aria-hidden="true" />
        {busy ? t('passkeys.adding') : t('passkeys.add')}
      </Button>
    </form>
  );
}
