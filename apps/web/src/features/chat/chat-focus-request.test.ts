import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatFocusStore,
  isRequestFor,
  openChat,
  registerChatOpener,
  takeChatFocus,
} from './chat-focus-request';

afterEach(() => {
  const pending = chatFocusStore.getSnapshot();
  if (pending) takeChatFocus(pending);
});

describe('chat focus requests', () => {
  it('goes to the dashboard and leaves a request that one card takes, once', () => {
    const navigate = vi.fn();
    const unregister = registerChatOpener(navigate);
    openChat('app-1');
    expect(navigate).toHaveBeenCalledTimes(1);
    const pending = chatFocusStore.getSnapshot();
    expect(isRequestFor(pending, 'app-1', false)).toBe(true);
    expect(isRequestFor(pending, 'app-2', true)).toBe(false);
    if (pending) takeChatFocus(pending);
    expect(chatFocusStore.getSnapshot()).toBeNull();
    unregister();
  });

  it('sends a general conversation to the first chat on the page', () => {
    openChat(null);
    const pending = chatFocusStore.getSnapshot();
    expect(isRequestFor(pending, 'app-2', true)).toBe(true);
    expect(isRequestFor(pending, 'app-1', false)).toBe(false);
  });

  it('keeps a newer request when an older one is taken', () => {
    openChat('app-1');
    const older = chatFocusStore.getSnapshot();
    openChat('app-2');
    if (older) takeChatFocus(older);
    expect(chatFocusStore.getSnapshot()?.applicationId).toBe('app-2');
  });
});
