import { router } from '../../trpc';
import { get } from './get';
import { markRead } from './mark-read';
import { mine } from './mine';
import { send } from './send';
import { start } from './start';

export const conversationsRouter = router({ mine, get, start, send, markRead });
