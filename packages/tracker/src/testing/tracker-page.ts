import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { vi } from 'vitest';
import { trackerBuildOptions } from '../../build.mjs';
import type * as Tracker from '../index';

/** What the tracker sent: by fetch (`keepalive` when it must outlive the page) or beacon. */
export interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  keepalive?: boolean;
  beacon?: boolean;
}

/** The server's answer to one request: a status and a JSON body, as soon as asked or later. */
export type Answer =
  | { status: number; body?: unknown }
  | Promise<{ status: number; body?: unknown }>;

export interface PageOptions {
  url?: string;
  referrer?: string;
  /** A visit this tab already has (a reload). */
  storedSessionId?: string;
  doNotTrack?: string;
  globalPrivacyControl?: boolean;
  /** Without one (an old browser), the end goes by keep-alive fetch. */
  sendBeacon?: boolean;
  /** Plays the server; `defaultAnswer` where it returns undefined. */
  answer?: (request: Sent) => Answer | undefined;
}

type TrackerWindow = Window & typeof globalThis & { tracker: typeof Tracker };

let bundle: Promise<string> | undefined;

/**
 * The tracker as the build makes it (same esbuild options as dist/tracker.js), from the
 * package entry so the tests can call its exports on `window.tracker`.
 */
const trackerBundle = () => {
  bundle ??= build({
    ...trackerBuildOptions,
    entryPoints: [fileURLToPath(new URL('../index.ts', import.meta.url))],
    globalName: 'tracker',
    write: false,
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
};

let pageViews = 0;

/** A server that knows every visit and numbers page views pv-1, pv-2, ... */
export function defaultAnswer(request: Sent): Answer {
  if (request.method === 'POST' && request.path === '/api/sessions')
    return { status: 201, body: { id: '00000000-0000-4000-8000-000000000001' } };
  if (request.method === 'GET') return { status: 200, body: { id: 'db-session' } };
  if (request.path === '/api/page-views') return { status: 201, body: { id: `pv-${++pageViews}` } };
  return { status: 204 };
}

/**
 * A fresh browser tab per test (the tracker cannot be stopped, by design): jsdom with the
 * test's fake timers and clock, a fake fetch and sendBeacon that record what is sent, and a
 * Blob that keeps its text so the bodies can be read back synchronously.
 */
export async function openPage(options: PageOptions = {}) {
  pageViews = 0;
  const dom = new JSDOM(
    '<!doctype html><title>Home | Benefit Advance</title><body><main id="main"></main></body>',
    {
      url: options.url ?? 'https://advance.test/',
      referrer: options.referrer,
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    },
  );
  // jsdom's window is a DOM window plus the test's globals; the tracker sees it as `window`.
  const win = dom.window as unknown as TrackerWindow;
  const sent: Sent[] = [];
  const warn = vi.fn();

  class TextBlob {
    constructor(
      readonly parts: string[],
      readonly options?: { type?: string },
    ) {}
    get type() {
      return this.options?.type ?? '';
    }
  }
  const read = (body: unknown) =>
    body instanceof TextBlob ? JSON.parse(body.parts.join('')) : undefined;

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url,
      body: read(init.body),
      ...(init.keepalive && { keepalive: true }),
    };
    sent.push(request);
    const { status, body } = await (options.answer?.(request) ?? defaultAnswer(request));
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return body;
      },
    };
  });
  const sendBeacon = vi.fn((url: string, data: unknown) => {
    sent.push({ method: 'POST', path: url, body: read(data), beacon: true });
    return true;
  });

  Object.assign(win, {
    fetch,
    Blob: TextBlob,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    Date,
  });
  Object.assign(win.console, { warn });
  if (options.sendBeacon !== false) Object.assign(win.navigator, { sendBeacon });
  if (options.doNotTrack) Object.assign(win.navigator, { doNotTrack: options.doNotTrack });
  if (options.globalPrivacyControl)
    Object.assign(win.navigator, { globalPrivacyControl: options.globalPrivacyControl });
  if (options.storedSessionId)
    win.sessionStorage.setItem('advance.visitor', options.storedSessionId);
  win.eval(await trackerBundle());

  return {
    win,
    document: win.document,
    tracker: win.tracker,
    sent,
    fetch,
    sendBeacon,
    warn,
    /** What was sent to one path prefix, by method. */
    requests: (method: string, path: string) =>
      sent.filter((r) => r.method === method && r.path.startsWith(path)),
    /** Lets answers arrive and timers run (fake timers): `ms` of the tab's life. */
    wait: (ms = 0) => vi.advanceTimersByTimeAsync(ms),
    setHidden(hidden: boolean) {
      Object.defineProperty(win.document, 'hidden', { value: hidden, configurable: true });
      win.document.dispatchEvent(new win.Event('visibilitychange', { bubbles: true }));
    },
    leave(persisted = false) {
      win.dispatchEvent(new win.PageTransitionEvent('pagehide', { persisted }));
    },
  };
}

export type TrackerPage = Awaited<ReturnType<typeof openPage>>;

/** A promise the test settles: the server answering when the test says so. */
export function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}
