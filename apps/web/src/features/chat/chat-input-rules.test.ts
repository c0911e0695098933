import { describe, expect, it } from 'vitest';
import { canSend, chatKeyAction, fittedHeight } from './chat-input-rules';

const key = (overrides: Partial<Parameters<typeof chatKeyAction>[0]> = {}) =>
  chatKeyAction({ key: 'Enter', shiftKey: false, isComposing: false, ...overrides });

describe('chatKeyAction', () => {
  it('sends on Enter and adds a line on Shift+Enter', () => {
    expect(key()).toBe('send');
    expect(key({ shiftKey: true })).toBe('newline');
  });

  it('leaves other keys, and Enter while composing with an input method, to the text box', () => {
    expect(key({ key: 'a' })).toBe('type');
    expect(key({ isComposing: true })).toBe('type');
  });
});

describe('canSend', () => {
  it('needs text once trimmed and no send in flight', () => {
    expect(canSend('Hello', false)).toBe(true);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend('', false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
  });
});

describe('fittedHeight', () => {
  it('grows with the text up to the cap, then scrolls', () => {
    expect(fittedHeight(44, 100)).toEqual({ height: 44, scrolls: false });
    expect(fittedHeight(100, 100)).toEqual({ height: 100, scrolls: false });
    expect(fittedHeight(180, 100)).toEqual({ height: 100, scrolls: true });
  });
});
