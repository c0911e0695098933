import { type AccountSession, accountMessages } from '@advance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';

const deviceIcons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

/** "Chrome on Windows", in plain words when the browser or system is not known. */
export const describeSession = (session: Pick<AccountSession, 'browser' | 'os'>) =>
  accountMessages.deviceDescription(
    session.browser === 'Unknown' ? accountMessages.unknownBrowser : session.browser,
    session.os === 'Unknown' ? accountMessages.unknownOs : session.os,
  );

/**
 * Where the user is signed in (issue 17): one row per session with device, browser,
 * system, approximate place and times, this one marked. Any other can be signed out, or
 * all of them at once after a confirmation. Focus goes to the heading after a row leaves,
 * so keyboard users are not dropped at the top of the page.
 */
export function SessionsSection() {
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
            {accountMessages.sessionsTitle}
          </h2>
          <p className="text-base text-slate-600">{accountMessages.sessionsDescription}</p>
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
            <p className="text-sm text-slate-600">{accountMessages.sessionsEmpty}</p>
          ) : null}
          {others.length > 0 ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {accountMessages.revokeOthers}
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
  const Icon = deviceIcons[session.device];
  const description = describeSession(session);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-600" />
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {description}
            <span className="sr-only">, </span>
            <span className="font-normal text-slate-600">
              {accountMessages.devices[session.device]}
            </span>
            {session.current ? <Badge variant="success">{accountMessages.thisDevice}</Badge> : null}
          </p>
          <p className="text-sm text-slate-700">
            {session.place ?? accountMessages.placeUnknown}
            {session.ipAddress ? ` · ${accountMessages.ipAddress} ${session.ipAddress}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {accountMessages.lastActive} {formatDateTime(session.lastActiveAt)} ·{' '}
            {accountMessages.signedInAt} {formatDateTime(session.createdAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={accountMessages.signOutSessionLabel(description)}
          aria-disabled={busy || undefined}
          className="aria-disabled:opacity-60"
          onClick={onSignOut}
        >
          {accountMessages.signOutSession}
        </Button>
      )}
    </li>
  );
}

/** Sign out everywhere else, after a confirmation; a failure is told in a toast. */
function ConfirmRevokeOthers({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const revokeOthers = useMutation(trpc.auth.sessions.revokeOthers.mutationOptions());

  const confirm = () => {
    if (revokeOthers.isPending) return;
    revokeOthers.mutateAsync().then(
      ({ revoked }) => {
        toast({
          title: accountMessages.revokedOthersTitle,
          description: accountMessages.revokedOthers(revoked),
        });
        onDone();
      },
      failureToast(accountMessages.revokeFailedTitle, accountMessages.revokeFailed),
    );
  };

  return (
    <ConfirmDialog
      title={accountMessages.revokeOthersConfirmTitle}
      description={accountMessages.revokeOthersConfirm}
      cancelLabel={accountMessages.revokeOthersCancel}
      confirmLabel={accountMessages.revokeOthersConfirmButton}
      pending={revokeOthers.isPending}
      onConfirm={confirm}
    />
  );
}
