import type { PublicUser } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc';
import { handleUnauthorized } from '../../lib/unauthorized';

export interface RequiredSignIn {
  user: PublicUser | null | undefined;
  /** The session check itself failed (server unreachable), so we cannot tell. */
  failed: boolean;
}

/**
 * For customer pages (spec part 6): a signed-out visitor gets the logged-out toast and,
 * 500 ms later, the sign-in navigation that brings them back here.
 */
export function useRequireSignIn(): RequiredSignIn {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined));
  const user = me.data;
  useEffect(() => {
    if (user !== null) return;
    return handleUnauthorized();
  }, [user]);
  return { user, failed: me.isError && user === undefined };
}
