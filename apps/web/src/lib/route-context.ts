import type { PublicUser } from '@advance/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { TrpcOptions } from './trpc';

/** What every route's beforeLoad and loader receive (router.tsx builds it). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}

/** The user the root route already loaded: `null` when signed out, `undefined` if unknown. */
export function cachedUser({ queryClient, trpc }: RouterContext): PublicUser | null | undefined {
  return queryClient.getQueryData(trpc.auth.me.queryKey());
}
