import type { PublicUser } from '@advance/contracts';
import { liveConnection } from '../../lib/trpc';
import { LiveStatusNotice } from '../page/live-status-notice';
import { useLiveEvents } from './use-live-events';

/**
 * The app's live channel, mounted once in the root layout while someone is signed in (the
 * socket opens then, never for visitors, whom the server would refuse; the layout loads this
 * with the data layer): subscribes and shows the notice if live updates pause.
 */
export function LiveUpdates({ user }: { user: PublicUser }) {
  useLiveEvents(user, liveConnection);
  return <LiveStatusNotice connection={liveConnection} />;
}
