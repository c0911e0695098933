import { router } from '../../trpc';
import { mine } from './mine';
import { submit } from './submit';

export const applicationsRouter = router({ submit, mine });
