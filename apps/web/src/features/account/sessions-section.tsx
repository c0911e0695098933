import { type AccountSession, accountMessages } from '@advance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { appLocaleTag } from '../../i18n/i18n';
import { failureToast } from '../../lib/failure-toast';
import { formatDate, formatTime } from '../../lib/format';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';

const deviceIcons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

type AccountT = TFunction<'account'>;

/** "Chrome on Windows", in plain words when the browser or system is not known. */
export const describeSession = (session: Pick<AccountSession, 'browser' | 'os'>, t: AccountT) =>
  t('sessions.deviceDescription', {
    browser: session.browser === 'Unknown' ? t('sessions.unknownBrowser') : session.browser,
    os: session.os === 'Unknown' ? t('sessions.unknownOs') : session.os,
  });

/** "Nov 23, 2026 at 9:30 AM" (spec part 9), "23 nov 2026 a las 9:30 a. m." in Spanish. */
const dateTime = (value: string, t: AccountT) => {
  const tag = appLocaleTag();
  return t('sessions.dateTime', { date: formatDate(value, tag), time: formatTime(value, tag) });
};

/**
 * Where the user is signed in (issue 17): one row per session with device, browser,
 * system, approximate place and times, this one marked. Any other can be signed out, or
 * all of them at once after a confirmation. Focus goes to the heading after a row leaves,
 * so keyboard users are not dropped at the top of the page.
 */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.auth.sessions.list.queryOptions());
  const revoke = useMutation(trpc.auth.sessions.revoke.mutationOptions());
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.list.queryKey() });

  const signOut = (session: AccountSession) => {
    if (revoke.isPending) return;
    revoke.mutateAsync({ id: session.id }).then(
      () => {
        toast({
          title: accountMessages.sessionRevokedTitle,
          description: accountMessages.sessionRevoked,
        });
        queryClient.setQueryData(trpc.auth.sessions.list.queryKey(), (list) =>
          list?.filter((item) => item.id !== session.id),
        );
        headingRef.current?.focus();
        void refresh();
      },
      failureToast(accountMessages.revokeFailedTitle, accountMessages.revokeFailed),
    );
  };

  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <Card>
      <CardContent className="p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {t('sessions.title')}
          </h2>
          <p className="text-base text-slate-600">{t('sessions.description')}</p>
          {sessions.isPending ? <Spinner /> : null}
          {sessions.isError ? <FormAlert>{accountMessages.sessionsLoadFailed}</FormAlert> : null}
          {sessions.data ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {sessions.data.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={revoke.isPending && revoke.variables?.id === session.id}
                  onSignOut={() => signOut(session)}
                />
              ))}
            </ul>
          ) : null}
          {sessions.data && others.length === 0 ? (
            <p className="text-sm text-slate-600">{t('sessions.empty')}</p>
          ) : null}
          {others.length > 0 ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('sessions.revokeOthers')}
            </Button>
          ) : null}
        </section>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming ? (
          <ConfirmRevokeOthers
            onDone={() => {
              setConfirming(false);
              void refresh();
            }}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('account');
  const Icon = deviceIcons[session.device];
  const description = describeSession(session, t);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-600" />
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {description}
            <span className="sr-only">, </span>
            <span className="font-normal text-slate-600">
              {t(`sessions.devices.${session.device}`)}
            </span>
            {session.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
          </p>
          <p className="text-sm text-slate-700">
            {session.place ?? t('sessions.placeUnknown')}
            {session.ipAddress ? ` · ${t('sessions.ipAddress')} ${session.ipAddress}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {t('sessions.lastActive')} {dateTime(session.lastActiveAt, t)} ·{' '}
            {t('sessions.signedInAt')} {dateTime(session.createdAt, t)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('sessions.signOutLabel', { device: description })}
          aria-disabled={busy || undefined}
          className="aria-disabled:opacity-60"
          onClick={onSignOut}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Sign out everywhere else, after a confirmation; a failure is told in a toast. */
function ConfirmRevokeOthers({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const revokeOthers = useMutation(trpc.auth.sessions.revokeOthers.mutationOptions());

  const confirm = () => {
    if (revokeOthers.isPending) return;
    revokeOthers.mutateAsync().then(
      ({ revoked }) => {
        toast({
          title: accountMessages.revokedOthersTitle,
          description: t('sessions.revokedOthers', { count: revoked }),
        });
        onDone();
      },
      failureToast(accountMessages.revokeFailedTitle, accountMessages.revokeFailed),
    );
  };

  return (
    <ConfirmDialog
      title={t('sessions.revokeOthersConfirmTitle')}
      description={t('sessions.revokeOthersConfirm')}
      cancelLabel={t('sessions.revokeOthersCancel')}
      confirmLabel={t('sessions.revokeOthersConfirmButton')}
      pending={revokeOthers.isPending}
      onConfirm={confirm}
    />
  );
}
