import { router } from '../../trpc';
import { events } from './events';

export const liveRouter = router({ events });
