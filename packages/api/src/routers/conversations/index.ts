import { router } from '../../trpc';
import { getConversation } from './get-conversation';
import { listMyConversations } from './list-my-conversations';
import { markConversationRead } from './mark-conversation-read';
import { send } from './send';
import { startConversation } from './start-conversation';

export const conversationsRouter = router({
  mine: listMyConversations,
  get: getConversation,
  start: startConversation,
  send,
  markRead: markConversationRead,
});
