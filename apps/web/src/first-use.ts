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

/** Runs `task` once, whichever caller asks first. */
export function once(task: () => void): () => void {
  let ran = false;
  return () => {
    if (ran) return;
    ran = true;
    task();
  };
}
