import type { AppRouter } from '@advance/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { type ReactNode, StrictMode } from 'react';
import { ApiClientContext } from '../api-client';
import { createQueryClient } from '../query-client';
import { TRPCProvider } from '../trpc';
import type { FakeLiveChannel } from './fake-live-channel';

export type ProcedureHandler = (path: string, input: unknown) => unknown;

export interface ProcedureCall {
  path: string;
  input: unknown;
}

/** An error as the API sends it: message plus HTTP status (see lib/errors.ts). */
export function apiError(message: string, httpStatus: number): TRPCClientError<AppRouter> {
  return TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus } } });
}

/**
 * Renders `ui` with the app's providers (StrictMode, the real query client settings) and
 * a tRPC link that answers every call from `handler` instead of the network; subscriptions
 * go to `live` when given.
 */
export function renderWithTrpc(
  ui: ReactNode,
  handler: ProcedureHandler,
  { live }: { live?: FakeLiveChannel } = {},
) {
  const calls: ProcedureCall[] = [];
  const answer: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        Promise.resolve()
          .then(() => handler(op.path, op.input))
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                error instanceof TRPCClientError
                  ? error
                  : TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
              ),
          );
      });
  const link: TRPCLink<AppRouter> = (runtime) => (options) =>
    options.op.type === 'subscription' && live
      ? live.subscribe(options.op)
      : answer(runtime)(options);
  const queryClient = createQueryClient();
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <ApiClientContext.Provider value={client}>{ui}</ApiClientContext.Provider>
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, calls, queryClient };
}
