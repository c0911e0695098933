import type { InboxMessage, Reply } from '@advance/contracts';

/**
 * Updates of the cached inbox list (messages.inbox) after this screen changed something,
 * so the list shows it at once instead of waiting for the next 30 s refresh.
 */

/** The server's fresh copy of one message (after opening it: read, with its replies). */
export function withMessage(
  list: InboxMessage[] | undefined,
  message: InboxMessage,
): InboxMessage[] | undefined {
  return list?.map((item) => (item.id === message.id ? message : item));
}

/** The customer's reply, at the end of the thread (replies are oldest first). */
export function withReply(
  list: InboxMessage[] | undefined,
  messageId: string,
  reply: Reply,
): InboxMessage[] | undefined {
  return list?.map((item) =>
    item.id === messageId && !item.replies.some((r) => r.id === reply.id)
      ? { ...item, replies: [...item.replies, reply] }
      : item,
  );
}

/** The selected message; the first (newest) one when nothing, or something gone, is selected. */
export function selectedMessage(
  list: readonly InboxMessage[],
  selectedId: string | null,
): InboxMessage | undefined {
  return list.find((item) => item.id === selectedId) ?? list[0];
}

/** The list's one-line preview: whitespace collapsed, cut at a word with an ellipsis. */
export function previewOf(content: string, maxLength = 100): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
