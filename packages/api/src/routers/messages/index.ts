import { router } from '../../trpc';
import { get } from './get';
import { inbox } from './inbox';
import { reply } from './reply';

export const messagesRouter = router({ inbox, get, reply });
