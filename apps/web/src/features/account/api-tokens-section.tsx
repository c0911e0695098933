import {
  type ApiToken,
  apiTokenMessages,
  type CreatedApiToken,
  isStaffRole,
} from '@advance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeySquare } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-current-user';
import { ApiTokenDetails } from './api-token-details';
import { CreateApiTokenForm } from './create-api-token-form';
import { CreatedApiTokenPanel } from './created-api-token';
import { RevokeApiTokenButton, RevokeApiTokenDialog } from './revoke-api-token-dialog';

/** The account page's API tokens (issue 21), for staff only; nothing at all for customers. */
export function StaffApiTokensSection() {
  const user = useCurrentUser();
  return user && isStaffRole(user.role) ? <ApiTokensSection /> : null;
}

/**
 * Personal API tokens (issue 21), modelled on the passkeys section: what a token is, the
 * list (scopes, dates, last use, Expired), create one (shown once), revoke one after a
 * confirmation. Focus goes to the heading when a revoked row or the shown token leaves.
 */
export function ApiTokensSection() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardContent className="p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none"
          >
            <KeySquare aria-hidden="true" className="size-5 text-blue-700" />
            {apiTokenMessages.sectionTitle}
          </h2>
          <p className="text-base text-slate-700">{apiTokenMessages.sectionIntro}</p>
          <ApiTokenList onRevoked={() => headingRef.current?.focus()} />
          {created ? (
            <CreatedApiTokenPanel
              created={created}
              onDone={() => {
                setCreated(null);
                headingRef.current?.focus();
              }}
            />
          ) : null}
          <CreateApiTokenForm onCreated={setCreated} />
        </section>
      </CardContent>
    </Card>
  );
}

function ApiTokenList({ onRevoked }: { onRevoked: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.auth.tokens.list.queryOptions());
  const revoke = useMutation(trpc.auth.tokens.revoke.mutationOptions());
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return <FormAlert>{serverMessage(list.error, apiTokenMessages.loadFailed)}</FormAlert>;
  const { tokens } = list.data;
  return (
    <>
      {tokens.length === 0 ? (
        <p className="text-base text-slate-600">{apiTokenMessages.noTokens}</p>
      ) : (
        <ul
          aria-label={apiTokenMessages.listLabel}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {tokens.map((token) => (
            <li
              key={token.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <ApiTokenDetails token={token} />
              <RevokeApiTokenButton name={token.name} onClick={() => setRevoking(token)} />
            </li>
          ))}
        </ul>
      )}
      <RevokeApiTokenDialog
        token={revoking}
        pending={revoke.isPending}
        revoke={(id) => revoke.mutateAsync({ id })}
        onRevoked={() => {
          const gone = revoking?.id;
          queryClient.setQueryData(trpc.auth.tokens.list.queryKey(), (data) =>
            data ? { tokens: data.tokens.filter((t) => t.id !== gone) } : data,
          );
          void queryClient.invalidateQueries({ queryKey: trpc.auth.tokens.list.queryKey() });
          setRevoking(null);
        }}
        focusAfterRevoke={onRevoked}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
