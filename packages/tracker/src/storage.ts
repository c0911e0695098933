const KEY = 'advance.visitor';

/**
 * The client session id of this tab's visit, in sessionStorage: it survives reloads in the
 * tab and ends with it; no cookie is ever set. Reads without an argument, writes with one.
 * Storage can be off or throw (sandboxed frames, some private modes): the visit then lives
 * in memory only and a reload starts a new one.
 */
export function storedVisit(id?: string): string {
  try {
    if (id) sessionStorage[KEY] = id;
    return sessionStorage[KEY] ?? '';
  } catch {
    return '';
  }
}
