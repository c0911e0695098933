import type { PublicUser } from '@advance/contracts';
import { useSyncExternalStore } from 'react';
import {
  type CurrentUserState,
  currentUserState,
  subscribeCurrentUser,
} from '../../lib/current-user-store';

/**
 * A prerendered page was rendered for a visitor: hydration starts from "unknown", so the
 * first render matches the HTML, and React renders again at once with the real answer.
 */
const beforeHydration: CurrentUserState = { user: undefined, failed: false };

export function useCurrentUserState(): CurrentUserState {
  return useSyncExternalStore(subscribeCurrentUser, currentUserState, () => beforeHydration);
}

/**
 * The signed-in user: a user, `null` when signed out, `undefined` until known (the root
 * route waits for it before the first screen of a page that was not prerendered).
 */
export function useCurrentUser(): PublicUser | null | undefined {
  return useCurrentUserState().user;
}

/** "Welcome, {first name}", or the e-mail when no first name is on file. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'email'>): string {
  const first = user.firstName?.trim();
  return first ? first : user.email;
}
