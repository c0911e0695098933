import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CustomerAnnouncements } from '../announcements/customer-announcements';
import { LiveUpdates } from '../chat/live-updates';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * After a client-side navigation, focus lands on <main> so keyboard and screen-reader
 * users start at the new page instead of wherever the old link was.
 */
function useFocusMainOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );
}

export function RootLayout() {
  useFocusMainOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <CustomerAnnouncements />
        <Outlet />
      </main>
      <SiteFooter />
      <LiveUpdates />
    </div>
  );
}
