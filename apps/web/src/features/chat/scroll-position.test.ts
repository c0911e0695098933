import { describe, expect, it } from 'vitest';
import { isAtBottom } from './scroll-position';

describe('isAtBottom', () => {
  it('follows a reader at or near the end, not one who scrolled up', () => {
    expect(isAtBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 900 })).toBe(true);
    expect(isAtBottom({ scrollTop: 460, clientHeight: 400, scrollHeight: 900 })).toBe(true);
    expect(isAtBottom({ scrollTop: 100, clientHeight: 400, scrollHeight: 900 })).toBe(false);
  });
});
