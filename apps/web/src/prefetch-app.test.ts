// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES_ID, prefetchAppWhenIdle } from './prefetch-app';

const prefetched = () =>
  Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.body.innerHTML = `<template id="${APP_FILES_ID}"><link rel="prefetch" href="/assets/start-app-1.js" /><link rel="prefetch" href="/assets/cn-2.js" /></template>`;
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A window whose idle callback runs when the test says so. */
function idleWindow(saveData = false) {
  let idle: (() => void) | undefined;
  const win = {
    navigator: { connection: { saveData } },
    requestIdleCallback: (callback: () => void) => {
      idle = callback;
      return 1;
    },
    setTimeout,
    addEventListener: window.addEventListener.bind(window),
  } as unknown as Window;
  return { win, runIdle: () => idle?.() };
}

describe('prefetchAppWhenIdle', () => {
  it('adds the app files to the head once the page is loaded and the browser idle', () => {
    const { win, runIdle } = idleWindow();
    prefetchAppWhenIdle(document, win);
    // jsdom's document is complete already: waiting for idle only.
    expect(prefetched()).toEqual([]);
    runIdle();
    expect(prefetched()).toEqual(['/assets/start-app-1.js', '/assets/cn-2.js']);
  });

  it('fetches nothing for a visitor who asked to save data', () => {
    const { win, runIdle } = idleWindow(true);
    prefetchAppWhenIdle(document, win);
    runIdle();
    expect(prefetched()).toEqual([]);
  });

  it('does nothing on a page without the list (the app shell)', () => {
    document.body.innerHTML = '';
    const { win, runIdle } = idleWindow();
    prefetchAppWhenIdle(document, win);
    runIdle();
    expect(prefetched()).toEqual([]);
  });
});
