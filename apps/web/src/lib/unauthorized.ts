import { authMessages, UNAUTHORIZED_REDIRECT_MS } from '@advance/contracts';
import { type ToastInput, toast } from './toast-store';

/** The server's sign-in navigation; it forwards to /login keeping `next`. */
export function loginRedirectUrl(path: string): string {
  return `/api/login?next=${encodeURIComponent(path)}`;
}

export interface UnauthorizedOptions {
  /** Where to come back to after signing in; defaults to the current path and query. */
  path?: string;
  notify?: (toast: ToastInput) => void;
  assign?: (url: string) => void;
  delayMs?: number;
}

let pendingRedirect: ReturnType<typeof setTimeout> | undefined;
/** Deliberate sign-outs under way (see beginSignOut). */
let signingOut = 0;

/**
 * The user chose Sign Out: the session ends on purpose, so the 401s that follow (a query
 * still in flight, a screen that fetches once more before the page changes) are not "your
 * session ended" news. Cancels a redirect already pending and keeps new ones from starting
 * until the returned `end` is called; the sign-out then ends on its own page and toast.
 */
export function beginSignOut(): () => void {
  if (pendingRedirect !== undefined) {
    clearTimeout(pendingRedirect);
    pendingRedirect = undefined;
  }
  signingOut += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    signingOut -= 1;
  };
}

/**
 * Spec part 6: a signed-out visitor on a customer page (or a 401 from a query) sees
 * "Unauthorized / You are logged out. Logging in again..." and is sent to sign in 500 ms
 * later. Several callers may notice at once (the page and its queries): only the first
 * toasts and schedules. Returns a cancel function for effects that unmount first. Does
 * nothing during a deliberate sign-out (beginSignOut).
 */
export function handleUnauthorized({
  path = currentPath(),
  notify = toast,
  assign = (url) => window.location.assign(url),
  delayMs = UNAUTHORIZED_REDIRECT_MS,
}: UnauthorizedOptions = {}): () => void {
  if (pendingRedirect !== undefined || signingOut > 0) return () => {};
  notify({ title: authMessages.unauthorizedTitle, description: authMessages.loggedOut });
  const timer = setTimeout(() => {
    pendingRedirect = undefined;
    assign(loginRedirectUrl(path));
  }, delayMs);
  pendingRedirect = timer;
  return () => {
    if (pendingRedirect === timer) {
      clearTimeout(timer);
      pendingRedirect = undefined;
    }
  };
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
