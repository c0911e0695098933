import { startTracker } from '@advance/tracker';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/ui/toaster';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

// Before the router takes over the history API, so it sees every route change.
startTracker();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
        {/* Outside the router so a toast survives any navigation or failing screen. */}
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
