import { liveConnection } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-current-user';
import { LiveStatusNotice } from '../page/live-status-notice';
import { useLiveEvents } from './use-live-events';

/**
 * The app's live channel, mounted once in the root layout: signed-in users subscribe (the
 * socket opens then, not for visitors, whom the server would refuse) and see the notice
 * if live updates pause.
 */
export function LiveUpdates() {
  const user = useCurrentUser();
  useLiveEvents(user, liveConnection);
  return user ? <LiveStatusNotice connection={liveConnection} /> : null;
}
