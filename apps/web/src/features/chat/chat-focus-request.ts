/**
 * Issue 20: "open the chat" from a toast. The toaster sits outside the router, so the toast's
 * action leaves a request here and asks the registered opener (mounted inside the router, by
 * LiveUpdates) to go to the dashboard; the card whose chat it names takes the request, scrolls
 * to its chat and focuses the messages. A request for a general conversation (no application)
 * is taken by the first chat on the page, which shows general conversations too.
 */
export interface ChatFocusRequest {
  applicationId: string | null;
  /** Grows with each request, so asking twice for the same chat focuses it twice. */
  serial: number;
}

let request: ChatFocusRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();
let navigateToDashboard: (() => void) | null = null;

export const chatFocusStore = {
  getSnapshot: (): ChatFocusRequest | null => request,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The card took the request: no later render or card takes it again. */
export function takeChatFocus(taken: ChatFocusRequest): void {
  if (request?.serial !== taken.serial) return;
  request = null;
  for (const listener of listeners) listener();
}

/** Registers how to reach the dashboard (a router navigation); returns the unregister. */
export function registerChatOpener(navigate: () => void): () => void {
  navigateToDashboard = navigate;
  return () => {
    if (navigateToDashboard === navigate) navigateToDashboard = null;
  };
}

/** Asks for the chat of `applicationId`'s card (null: the first card's) to be shown. */
export function openChat(applicationId: string | null): void {
  serial += 1;
  request = { applicationId, serial };
  for (const listener of listeners) listener();
  navigateToDashboard?.();
}

/** Whether the card of `applicationId` should take `pending` (`first`: it is the page's first chat). */
export function isRequestFor(
  pending: ChatFocusRequest | null,
  applicationId: string | null,
  first: boolean,
): pending is ChatFocusRequest {
  if (!pending) return false;
  return pending.applicationId === null ? first : pending.applicationId === applicationId;
}
