import type { AppRouter } from '@advance/api';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { createQueryClient } from './query-client';

/** React hooks for the API; the router type is imported as a type only, no server code ships. */
export const trpc = createTRPCReact<AppRouter>();

export const queryClient = createQueryClient();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      maxItems: TRPC_MAX_BATCH_SIZE,
      // The session cookie is same-origin; never send it anywhere else.
      fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
    }),
  ],
});

/** The same cache, usable outside components (route guards, sign-out). */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

/** What each procedure returns, for components that take a piece of it as a prop. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
