import type { QueryClient } from '@tanstack/react-query';
import type { TrpcOptions } from './trpc';

/**
 * Starts a route's query without waiting for it (docs/decisions/014). The data layer is
 * imported here, on demand, not by the route tree, so pages that never fetch (the landing
 * page) do not ship React Query and the tRPC client (issue 15).
 */
export function prefetch(
  start: (data: { queryClient: QueryClient; trpc: TrpcOptions }) => Promise<unknown>,
): void {
  void import('./trpc').then(({ queryClient, trpcOptions }) =>
    start({ queryClient, trpc: trpcOptions }),
  );
}
