import type { ConversationMessage, SenderType } from '@advance/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { MessageItem } from './message-item';
import { messageKey } from './optimistic-messages';
import { isAtBottom } from './scroll-position';

/**
 * The conversation, oldest first, scrolled to the newest. It is a log (role="log", polite):
 * screen readers read out messages as they are added, not the ones present when it
 * appears, so it is rendered only once the messages are loaded (and anew, by its key, per
 * conversation). New messages scroll into view while the reader is at the bottom; one who
 * scrolled up to read older ones is left there, unless they sent the message themselves.
 */
export function MessageList({
  messages,
  viewer,
  customerName,
  label,
  emptyText,
  className,
  subjectOf,
}: {
  messages: readonly ConversationMessage[];
  viewer: SenderType;
  customerName: string;
  /** Names the log ("Conversation with support"). */
  label: string;
  emptyText: string;
  className?: string;
  /** Issue 20: the subject (conversation) a message belongs to, when the log merges several. */
  subjectOf?: (message: ConversationMessage) => string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = messages.at(-1);
  const lastKey = last ? messageKey(last) : null;
  const lastIsOwn = last?.senderType === viewer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !(following.current || lastIsOwn)) return;
    element.scrollTop = element.scrollHeight;
    following.current = true;
  }, [lastKey, lastIsOwn]);

  // Issue 20: when the log's height changes (zoom, a rotated phone, the reply line showing),
  // a reader following the conversation stays at the newest message.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
      onScroll={(event) => {
        following.current = isAtBottom(event.currentTarget);
      }}
      className={cn(
        'min-h-0 overflow-y-auto px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset',
        className,
      )}
    >
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => (
            <MessageItem
              key={messageKey(message)}
              message={message}
              viewer={viewer}
              customerName={customerName}
              subject={subjectOf?.(message) ?? null}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
