import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { preloadToaster } from '../components/ui/lazy-toaster';
// The English texts of the screens that fetch, registered before any of them renders.
import '../i18n/app-texts';
import { queryClient, TRPCProvider, trpcClient } from './trpc';

// Screens that fetch are the ones that toast (failures, sign-in, the 401 redirect).
void preloadToaster();

/**
 * React Query and the tRPC client for the screens that fetch (issue 15): each route or lazy
 * piece that needs them wraps itself, so they load with it and never with the landing page.
 * Every instance shares the one client and cache, so data survives navigations. Inside
 * another provider (a route's, or a test's fake client) it adds nothing: the outer one wins.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
