import type { ConversationWithMessages } from '@advance/contracts';
import { useMarkRead } from './use-mark-read';

/**
 * Issue 20: the card's time line shows several conversations; each one shown is marked read
 * on its own (the server's markRead takes one conversation). Renders nothing.
 */
export function MarkConversationRead({ conversation }: { conversation: ConversationWithMessages }) {
  useMarkRead(conversation, 'user');
  return null;
}
