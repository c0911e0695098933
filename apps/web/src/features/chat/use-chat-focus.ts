import { type RefObject, useEffect, useSyncExternalStore } from 'react';
import { chatFocusStore, isRequestFor, takeChatFocus } from './chat-focus-request';

/**
 * Issue 20: takes an "open chat" request meant for this card (see chat-focus-request.ts)
 * once its messages are on screen (called by the time line, which re-renders as they load): scrolls the chat into view (below the sticky header,
 * scroll-mt) and focuses the log, so keyboard and screen-reader users land on the messages.
 */
export function useChatFocus(
  applicationId: string | null,
  panel: RefObject<HTMLElement | null>,
  ready: boolean,
) {
  const pending = useSyncExternalStore(
    chatFocusStore.subscribe,
    chatFocusStore.getSnapshot,
    () => null,
  );

  useEffect(() => {
    const element = panel.current;
    if (!ready || !element) return;
    const first = document.querySelector('[data-support-chat]') === element;
    if (!isRequestFor(pending, applicationId, first)) return;
    // The log appears once the messages are loaded; until then the panel waits.
    const log = element.querySelector<HTMLElement>('[role="log"]');
    if (!log) return;
    takeChatFocus(pending);
    // After the frame: a navigation's own focus move (to <main>) runs in this commit's effects.
    requestAnimationFrame(() => {
      element.scrollIntoView({ block: 'start' });
      log.focus({ preventScroll: true });
    });
  });
}
