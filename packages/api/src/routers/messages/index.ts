import { router } from '../../trpc';
import { getInboxMessage } from './get-inbox-message';
import { listInbox } from './list-inbox';
import { reply } from './reply';

export const messagesRouter = router({ inbox: listInbox, get: getInboxMessage, reply });
