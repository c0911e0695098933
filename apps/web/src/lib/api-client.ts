import type { AppRouter } from '@advance/api';
import type { TRPCClient } from '@trpc/client';
import { createContext, useCallback, useContext } from 'react';

export type ApiClient = TRPCClient<AppRouter>;

/**
 * A tRPC client given by the surrounding tree (tests' harness); the app leaves it empty and
 * uses its one client from lib/trpc.ts.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The app's tRPC client, loaded on first use: the same one DataProvider's screens use. */
export function loadApiClient(): Promise<ApiClient> {
  return import('./trpc').then((module) => module.trpcClient);
}

/**
 * For forms of the public pages (issue 15): they call the API when submitted, so the tRPC
 * client, React Query and their schemas load then (or when the form is first touched),
 * not while the page hydrates. Returns the loader to call in the event handler.
 */
export function useApiClientLoader(): () => Promise<ApiClient> {
  const given = useContext(ApiClientContext);
  return useCallback(() => (given ? Promise.resolve(given) : loadApiClient()), [given]);
}
