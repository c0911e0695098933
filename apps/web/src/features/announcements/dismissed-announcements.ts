/**
 * Which announcements the customer closed during this visit. Kept in sessionStorage: a
 * closed banner stays closed across pages and reloads of the tab, and comes back in a new
 * visit (it may still matter then). Storage can be missing or refuse access (privacy
 * modes); the banners then simply stay closed for the life of the page only.
 */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'advance.dismissedAnnouncements';

/** Enough for any realistic visit; the list cannot grow without bound. */
const MAX_REMEMBERED = 100;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readDismissed(storage: Store | undefined): string[] {
  try {
    const raw = storage?.getItem(DISMISSED_ANNOUNCEMENTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `id` added (newest last, oldest dropped past the cap), saved if possible. */
export function rememberDismissed(
  storage: Store | undefined,
  dismissed: readonly string[],
  id: string,
): string[] {
  const next = [...dismissed.filter((other) => other !== id), id].slice(-MAX_REMEMBERED);
  try {
    storage?.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify(next));
  } catch {
    // Full or forbidden storage: the banner is still closed for this page.
  }
  return next;
}

/** sessionStorage, or undefined where touching it throws. */
export function sessionStore(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
