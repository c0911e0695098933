import type { AppRouter } from '@advance/api';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { currentVisitorSessionId } from '@advance/tracker';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, splitLink } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { createLiveConnection } from './live/live-connection';
import { liveSocketUrl } from './live/live-url';
import { createQueryClient } from './query-client';

/** React hooks for the API; the router type is imported as a type only, no server code ships. */
export const trpc = createTRPCReact<AppRouter>();

export const queryClient = createQueryClient();

/** The app's one live channel; its socket opens with the first subscription (signed-in pages). */
export const liveConnection = createLiveConnection({ url: () => liveSocketUrl(window.location) });

export const trpcClient = trpc.createClient({
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

/** The same cache, usable outside components (route guards, sign-out). */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

/** What each procedure returns, for components that take a piece of it as a prop. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
