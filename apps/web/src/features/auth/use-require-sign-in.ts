import type { PublicUser } from '@advance/contracts';
import { useEffect } from 'react';
import { handleUnauthorized } from '../../lib/unauthorized';
import { useCurrentUserState } from './use-current-user';

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
  const { user, failed } = useCurrentUserState();
  useEffect(() => {
    if (user !== null) return;
    return handleUnauthorized();
  }, [user]);
  return { user, failed: failed && user === undefined };
}
