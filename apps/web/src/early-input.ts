import { replayEarlyTyping } from './early-typing';

/**
 * A prerendered page is on screen before the app that makes it work has loaded (issue 15).
 * Until the app takes over, a click on a button or a form's submit would do nothing, or
 * worse: a form would be sent the browser's way. From the first script until hydration
 * starts this holds such input, and once the app is on screen plays it back on the same
 * elements (hydration keeps them), so an early tap on "How much can I get?" still opens
 * the answer and an early "Next" still checks the form. Links need nothing: they are real
 * links and simply load their page.
 */

/** More would be a script or a stuck finger, not a reader. */
export const MAX_HELD = 20;

type Replay = () => void;

let held: Replay[] | null = null;
let stop: (() => void) | null = null;
/** The page's root while input is held: its fields are checked for early typing on release. */
let heldRoot: Element | null = null;

function onClick(root: Element, event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || !root.contains(button) || button.disabled) return;
  // A submit button's click is played back through its form's submit event.
  if (button.type === 'submit' && button.form) return;
  event.stopPropagation();
  hold(() => {
    if (button.isConnected) button.click();
  });
}

function onSubmit(root: Element, event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (!root.contains(form)) return;
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.submitter as HTMLButtonElement | null;
  hold(() => {
    // Played back as the click it was: React hydrates what was clicked at once and then
    // sees the submit, as for a live click (a bare requestSubmit on a part it has not
    // hydrated yet would go unanswered).
    if (submitter?.isConnected && submitter.form === form) submitter.click();
    else if (form.isConnected) form.requestSubmit();
  });
}

function hold(replay: Replay): void {
  if (held && held.length < MAX_HELD) held.push(replay);
}

/** From the first script: listen on the whole document, ahead of anything else. */
export function holdEarlyInput(root: Element, doc: Document = document): void {
  if (held) return;
  held = [];
  heldRoot = root;
  const click = (event: MouseEvent) => onClick(root, event);
  const submit = (event: SubmitEvent) => onSubmit(root, event);
  doc.addEventListener('click', click, true);
  doc.addEventListener('submit', submit, true);
  stop = () => {
    doc.removeEventListener('click', click, true);
    doc.removeEventListener('submit', submit, true);
  };
}

/**
 * Just before hydration starts: from then on React receives input itself (and hydrates what
 * is clicked first); what was held so far waits for releaseEarlyInput.
 */
export function stopHoldingEarlyInput(): void {
  stop?.();
  stop = null;
}

/**
 * Once the app is on screen (its first commit): plays back, in order, what was held, on
 * elements still in the page. In a task of its own, so React is not mid-commit and can
 * hydrate a clicked part at once. Safe to call more than once.
 */
export function releaseEarlyInput(): Promise<void> {
  stopHoldingEarlyInput();
  const replays = held ?? [];
  const root = heldRoot;
  held = null;
  heldRoot = null;
  if (!root && replays.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(() => {
      if (root) replayEarlyTyping(root);
      for (const replay of replays) {
        try {
          replay();
        } catch (error) {
          console.error('An early click could not be played back', error);
        }
      }
      resolve();
    }, 0);
  });
}

/**
 * No form of the app is ever sent the browser's way: every one is handled by the app. A
 * submit that nothing handled (a part not hydrated yet) is stopped here, after React has
 * had its turn, instead of posting the fields to a page that does not take them.
 */
export function guardNativeSubmit(root: Element, win: Window = window): void {
  win.addEventListener('submit', (event) => {
    if (!event.defaultPrevented && root.contains(event.target as Node)) event.preventDefault();
  });
}
