import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * The element of a prerendered page that carries the class merges its first render makes
 * (issue 15): JSON `{ joined: merged }`, `0` where the merge changes nothing.
 */
export const CLASS_MERGES_ID = 'class-merges';

export type ClassMerges = Record<string, string | 0>;

let ofThePage: Map<string, string> | undefined;
let recording: Map<string, string> | null = null;

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const merged = merges().get(joined) ?? twMerge(joined);
  recording?.set(joined, merged);
  return merged;
}

/**
 * The prerender's merges, read once. Hydrating a page then costs no tailwind-merge at all:
 * building its tables and parsing every class list took tens of ms of a slow phone's
 * hydration. Anything not in the page (another screen, a changed state) is merged as usual.
 */
function merges(): Map<string, string> {
  if (ofThePage) return ofThePage;
  ofThePage = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(CLASS_MERGES_ID);
  if (!element?.textContent) return ofThePage;
  try {
    const parsed = JSON.parse(element.textContent) as ClassMerges;
    for (const [joined, merged] of Object.entries(parsed))
      ofThePage.set(joined, merged === 0 ? joined : merged);
  } catch {
    // Unreadable: merged as usual.
  }
  return ofThePage;
}

/** True when the page carries its merges: tailwind-merge is then not needed to hydrate it. */
export function pageHasClassMerges(): boolean {
  return merges().size > 0;
}

/** The build's prerender: every merge `render` makes, for the page's data. */
export function recordClassMerges(render: () => void): ClassMerges {
  recording = new Map();
  try {
    render();
    return Object.fromEntries(
      [...recording].map(([joined, merged]) => [joined, merged === joined ? 0 : merged]),
    );
  } finally {
    recording = null;
  }
}
