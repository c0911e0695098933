import { QUERY_GC_TIME_MS } from '@advance/contracts';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './errors';
import { handleUnauthorized } from './unauthorized';

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
        if (httpStatusOf(error) === 401) handleUnauthorized();
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
