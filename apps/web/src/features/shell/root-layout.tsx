import { Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useAccountLocale } from '../../i18n/use-account-locale';
import { lazyWithData } from '../../lib/lazy-with-data';
import { CustomerAnnouncements } from '../announcements/customer-announcements';
import { useCurrentUser } from '../auth/use-current-user';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

// The live channel is for signed-in users only: a visitor's page never loads it.
const LiveUpdates = lazyWithData(() => import('../chat/live-updates').then((m) => m.LiveUpdates));

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
  useAccountLocale();
  const user = useCurrentUser();
  // The header and footer are boundaries of their own (as the page under <Outlet /> is): a
  // prerendered page hydrates them in short steps rather than in one long task on a slow
  // phone (React hydrates what is clicked first). Nothing in them suspends.
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <CustomerAnnouncements />
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <LiveUpdates user={user} />
        </Suspense>
      ) : null}
    </div>
  );
}
