// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_USE_EVENTS, onFirstUse, startOnce } from './first-use';

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

describe('startOnce', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads for the first caller only', async () => {
    const load = vi.fn(() => Promise.resolve());
    const start = startOnce(load);
    start();
    start();
    await settle();
    start();
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next press, key, touch or return online, and not on a pointer move', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const retry of ['pointerdown', 'keydown', 'touchstart', 'online']) {
      const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
      const start = startOnce(load);
      start();
      await settle();
      window.dispatchEvent(new Event('pointermove'));
      expect(load).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event(retry));
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      // Loaded now: nothing more loads it again.
      for (const again of ['pointerdown', 'keydown', 'touchstart', 'online'])
        window.dispatchEvent(new Event(again));
      start();
      expect(load).toHaveBeenCalledTimes(2);
    }
    expect(errors).toHaveBeenCalledTimes(4);
    errors.mockRestore();
  });

  it('keeps trying, one load per use, while the network stays away', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    startOnce(load)();
    for (let press = 0; press < 3; press++) {
      await settle();
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('keydown'));
    }
    await settle();
    expect(load).toHaveBeenCalledTimes(4);
    errors.mockRestore();
  });
});
