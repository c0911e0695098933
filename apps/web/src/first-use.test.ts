// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_USE_EVENTS, once, onFirstUse } from './first-use';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onFirstUse', () => {
  for (const type of FIRST_USE_EVENTS) {
    it(`wakes on ${type}, once`, () => {
      const wake = vi.fn();
      onFirstUse(wake);
      expect(wake).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      for (const other of FIRST_USE_EVENTS) window.dispatchEvent(new Event(other));
      expect(wake).toHaveBeenCalledTimes(1);
    });
  }

  it('does not wake for what a page does by itself', () => {
    const wake = vi.fn();
    const stop = onFirstUse(wake);
    for (const type of ['load', 'resize', 'scroll', 'visibilitychange', 'pageshow'])
      window.dispatchEvent(new Event(type));
    expect(wake).not.toHaveBeenCalled();
    stop();
  });

  it('wakes at once when focus is already in the page', () => {
    document.body.innerHTML = '<input id="email" />';
    (document.getElementById('email') as HTMLInputElement).focus();
    const wake = vi.fn();
    onFirstUse(wake);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('stops listening without waking', () => {
    const wake = vi.fn();
    const stop = onFirstUse(wake);
    stop();
    window.dispatchEvent(new Event('keydown'));
    expect(wake).not.toHaveBeenCalled();
  });
});

describe('once', () => {
  it('runs its task for the first caller only', () => {
    const task = vi.fn();
    const run = once(task);
    run();
    run();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
