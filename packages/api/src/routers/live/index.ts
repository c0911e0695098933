import { router } from '../../trpc';
import { subscribeLiveEvents } from './subscribe-live-events';

export const liveRouter = router({ events: subscribeLiveEvents });
