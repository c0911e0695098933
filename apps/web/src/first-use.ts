/**
 * When a prerendered public page wakes its app (issue 15). The page is whole without it: it
 * is painted, its links are real links and the early-input guard holds a press until the
 * app can answer it. Running React and the router on every visit would spend a slow phone's
 * first seconds hydrating a page its reader may only read and leave by a link. So the app
 * starts at the first sign that someone is about to use the page: a pointer moving or
 * pressing, a touch, a key, focus entering the page, a wheel or a click (assistive
 * technology may send a bare click). Its files are fetched beforehand, at idle priority
 * (the page's prefetch links), so waking costs only running them.
 */

export const FIRST_USE_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'click',
] as const;

/**
 * Calls `wake` once, on the first of FIRST_USE_EVENTS, or at once if focus is already inside
 * the page (an autofocused field, focus restored by the browser). Returns a function that
 * stops listening without waking.
 */
export function onFirstUse(wake: () => void, target: Window = window): () => void {
  let done = false;
  const listener = () => {
    stop();
    wake();
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  function stop(): void {
    if (done) return;
    done = true;
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, listener, options);
  }
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, listener, options);
  const focused = target.document.activeElement;
  if (focused && focused !== target.document.body && focused !== target.document.documentElement)
    listener();
  return stop;
}

/** What makes a failed start try again: a deliberate use of the page, or the network back. */
export const RETRY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'online'] as const;

/**
 * Runs `load` once, whichever caller asks first. A load that fails (the network gone at
 * first use, a file missing after a deploy) is tried again at the visitor's next press, key
 * or touch, or when the browser is back online, rather than only on the next page load:
 * presses held by the early-input guard would otherwise wait for nothing. A moving pointer
 * does not retry, so an offline visitor's mouse does not send a request per move.
 */
export function startOnce(load: () => Promise<unknown>, target: Window = window): () => void {
  let state: 'idle' | 'loading' | 'started' = 'idle';
  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    load().then(
      () => {
        state = 'started';
      },
      (error: unknown) => {
        console.error('The app could not be loaded', error);
        state = 'idle';
        onNext(RETRY_EVENTS, start, target);
      },
    );
  };
  return start;
}

/** Calls `then` once, at the first of `types` on `target`. */
function onNext(types: readonly string[], then: () => void, target: Window): void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = () => {
    for (const type of types) target.removeEventListener(type, listener, options);
    then();
  };
  for (const type of types) target.addEventListener(type, listener, options);
}
