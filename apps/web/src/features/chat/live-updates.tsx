import type { PublicUser } from '@advance/contracts';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { liveConnection } from '../../lib/trpc';
import { LiveStatusNotice } from '../page/live-status-notice';
import { registerChatOpener } from './chat-focus-request';
import { useLiveEvents } from './use-live-events';

/**
 * The app's live channel, mounted once in the root layout while someone is signed in (the
 * socket opens then, never for visitors, whom the server would refuse; the layout loads this
 * with the data layer): subscribes and shows the notice if live updates pause. Inside the
 * router, it also lends the toasts (outside it) the way to the dashboard's chats (issue 20).
 */
export function LiveUpdates({ user }: { user: PublicUser }) {
  useLiveEvents(user, liveConnection);
  const router = useRouter();
  useEffect(
    () =>
      registerChatOpener(() => {
        if (router.state.location.pathname !== '/dashboard')
          void router.navigate({ to: '/dashboard' });
      }),
    [router],
  );
  return <LiveStatusNotice connection={liveConnection} />;
}
