// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessageKey } from './use-message-key';

describe('useMessageKey', () => {
  it('gives a message one key, the same on a retry, and a new one once it was sent', () => {
    const { result } = renderHook(() => useMessageKey());
    const first = result.current.keyFor('Hello?');
    expect(first.length).toBeGreaterThanOrEqual(8);
    // The send failed and the customer presses Send again: same message, same key.
    expect(result.current.keyFor('Hello?')).toBe(first);
    // Edited text is another message.
    const edited = result.current.keyFor('Hello, anyone?');
    expect(edited).not.toBe(first);
    result.current.sent();
    // The same words sent again later are a new message.
    expect(result.current.keyFor('Hello, anyone?')).not.toBe(edited);
  });
});
