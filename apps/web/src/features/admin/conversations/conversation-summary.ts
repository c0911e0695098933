import { type AdminConversation, chatMessages } from '@advance/contracts';
import { nameOrEmail } from '../../../lib/person-name';

/** Previews show this much of the last message; the whole text is one click away. */
export const PREVIEW_MAX_CHARS = 120;

/** The last message on one line: whitespace collapsed, cut at a word with an ellipsis. */
export function messagePreview(content: string, max = PREVIEW_MAX_CHARS): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Who the conversation is with: the customer's name, or e-mail when none is on file. */
export const customerName = (conversation: AdminConversation): string =>
  nameOrEmail(conversation.user);

/** The unread badge in words ("2 unread"), or nothing when all is read. */
export function unreadText(conversation: Pick<AdminConversation, 'unreadByAdmin'>): string | null {
  return conversation.unreadByAdmin > 0 ? `${conversation.unreadByAdmin} unread` : null;
}

/** "You: …" / "Rosa Diaz: …" / nothing yet. */
export function lastMessageLine(conversation: AdminConversation): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const who = last.senderType === 'admin' ? chatMessages.supportSender : customerName(conversation);
  return `${who}: ${messagePreview(last.title ? `${last.title} — ${last.content}` : last.content)}`;
}
