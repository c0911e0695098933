import type { AppRouter } from '@advance/api';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { currentVisitorSessionId } from '@advance/tracker';
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createLiveConnection } from './live/live-connection';
import { liveSocketUrl } from './live/live-url';
import { createQueryClient } from './query-client';

/**
 * The API as TanStack Query options (docs/decisions/014-data-client.md): components call
 * `useTRPC()` and hand `trpc.x.queryOptions()` / `mutationOptions()` to React Query's own
 * hooks. The router type is imported as a type only, no server code ships.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const queryClient = createQueryClient();

/** The app's one live channel; its socket opens with the first subscription (signed-in pages). */
export const liveConnection = createLiveConnection({ url: () => liveSocketUrl(window.location) });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      // Subscriptions need the server to push; everything else stays on plain HTTP.
      condition: (operation) => operation.type === 'subscription',
      true: liveConnection.link,
      false: httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH_SIZE,
        // The visit being tracked, so the server can tie it to the applicant it creates.
        headers: () => {
          const visitorSession = currentVisitorSessionId();
          return visitorSession ? { 'x-visitor-session': visitorSession } : {};
        },
        // The session cookie is same-origin; never send it anywhere else.
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    }),
  ],
});

/**
 * The same options outside React, over the same client and cache: the router context
 * hands it to route guards and loaders. Components use `useTRPC()` instead, so a test can
 * put its own client in the provider.
 */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type TrpcOptions = typeof trpcOptions;

/** What each procedure returns, for components that take a piece of it as a prop. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
