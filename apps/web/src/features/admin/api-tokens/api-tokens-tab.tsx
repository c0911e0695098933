import { type AdminApiToken, apiTokenMessages } from '@advance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ApiTokenDetails } from '../../account/api-token-details';
import { RevokeApiTokenButton, RevokeApiTokenDialog } from '../../account/revoke-api-token-dialog';
import { BreakableText } from '../breakable-text';

/**
 * Issue 21, super admin only: every live API token with its owner, each revocable after a
 * confirmation (the same dialog as the account page). Focus goes to the heading after a
 * row leaves, so keyboard users are not dropped at the top of the page.
 */
export function ApiTokensTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.tokens.list.queryOptions());
  const revoke = useMutation(trpc.admin.tokens.revoke.mutationOptions());
  const [revoking, setRevoking] = useState<AdminApiToken | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tokens = list.data?.tokens ?? [];

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {apiTokenMessages.adminTabTitle}
      </h2>
      <p className="text-base text-slate-600">{apiTokenMessages.adminIntro}</p>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, apiTokenMessages.loadFailed)}</FormAlert>
      ) : null}
      {list.data && tokens.length === 0 ? (
        <p className="text-base text-slate-600">{apiTokenMessages.noTokens}</p>
      ) : null}
      {tokens.length > 0 ? (
        <Card>
          <ul aria-label={apiTokenMessages.adminTabTitle} className="divide-y divide-slate-200">
            {tokens.map((token) => (
              <li
                key={token.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 space-y-2">
                  <ApiTokenDetails token={token} />
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold">{apiTokenMessages.ownerColumn}:</span>{' '}
                    {token.owner.name.trim() ? `${token.owner.name.trim()} · ` : null}
                    <BreakableText text={token.owner.email} />
                  </p>
                </div>
                <RevokeApiTokenButton name={token.name} onClick={() => setRevoking(token)} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <RevokeApiTokenDialog
        token={revoking}
        pending={revoke.isPending}
        revoke={(id) => revoke.mutateAsync({ id })}
        onRevoked={() => {
          const gone = revoking?.id;
          queryClient.setQueryData(trpc.admin.tokens.list.queryKey(), (data) =>
            data ? { tokens: data.tokens.filter((t) => t.id !== gone) } : data,
          );
          void queryClient.invalidateQueries({ queryKey: trpc.admin.tokens.list.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
          setRevoking(null);
        }}
        focusAfterRevoke={() => headingRef.current?.focus()}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
