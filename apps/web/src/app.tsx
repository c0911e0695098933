import type { PublicFigures } from '@advance/contracts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster';
import { PublicFiguresProvider } from './features/pricing/public-figures';
import type { AppRouterInstance } from './router';

/**
 * The whole app, the same tree in the browser and in the build's prerender (issue 15): the
 * same components in the same places give the same markup and the same `useId` ids, so the
 * browser hydrates the prerendered page without a mismatch. `figures` is the build's
 * placeholders; the browser passes `null` and computes today's.
 */
export function App({
  router,
  figures,
  onCommit,
}: {
  router: AppRouterInstance;
  figures: PublicFigures | null;
  /** Runs once the app is on screen and hydrated (its first commit). */
  onCommit?: () => void;
}) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return (
    <StrictMode>
      <PublicFiguresProvider figures={figures}>
        <RouterProvider router={router} />
        {/* Outside the router so a toast survives any navigation or failing screen. */}
        <LazyToaster />
      </PublicFiguresProvider>
    </StrictMode>
  );
}
