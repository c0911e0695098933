import type { PublicUser } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * The signed-in user: a user, `null` when signed out, `undefined` until known (the root
 * route loads it before the first screen, so pages rarely see `undefined`).
 */
export function useCurrentUser(): PublicUser | null | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions(undefined)).data;
}

/** "Welcome, {first name}", or the e-mail when no first name is on file. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'email'>): string {
  const first = user.firstName?.trim();
  return first ? first : user.email;
}
