import { mfaMessages, QUERY_GC_TIME_MS, secondFactorPaths } from '@advance/contracts';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { currentSignInStep, currentUser } from './current-user-store';
import { httpStatusOf, serverMessage } from './errors';
import { handleUnauthorized } from './unauthorized';

/**
 * A staff query refused because the session still owes its second factor (issue 17): the
 * step's screen, reloaded so the sign-in state is asked again. Undefined for any other error.
 */
export function secondFactorRedirect(error: unknown): string | undefined {
  if (httpStatusOf(error) !== 403) return undefined;
  const message = serverMessage(error, '');
  const path =
    message === mfaMessages.setupRequired
      ? secondFactorPaths.setup
      : message === mfaMessages.secondFactorRequired
        ? secondFactorPaths.verify
        : undefined;
  if (!path) return undefined;
  const here = `${window.location.pathname}${window.location.search}`;
  return `${path}?next=${encodeURIComponent(here)}`;
}

/**
 * A query answered 401 means the session this tab believed in is gone (spec part 6). Once
 * the tab knows nobody is signed in (after Sign Out, or a visitor) there is no session to
 * lose: a late answer of the signed-out screens must not send anyone to sign in.
 */
export function sessionEndedBy(error: unknown): boolean {
  if (httpStatusOf(error) !== 401) return false;
  return currentUser() !== null || currentSignInStep() !== null;
}

/**
 * Spec part 9 / DESIGN §4.11: data never goes stale by itself (screens invalidate what they
 * change), no interval or focus refetch, no retries, unused cache kept 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A query answered 401 means the session is gone (spec part 6): same toast and redirect
      // as a signed-out visit. Mutations are left out: a wrong password may also be a 401.
      onError: (error) => {
        if (sessionEndedBy(error)) handleUnauthorized();
        const stepHref = secondFactorRedirect(error);
        if (stepHref && window.location.pathname !== stepHref.split('?')[0])
          window.location.assign(stepHref);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
