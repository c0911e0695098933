/** Query keys whose values may be secrets or personal data (a reset link's token, ...). */
const SENSITIVE_KEY = /token|pass|secret|auth|code|key|email|session|sig/i;

/**
 * What is kept of a page's query: everything but keys that may carry a secret. The reset
 * page's `?token=` would otherwise sit in analytics that every staff member can read.
 */
export const redactQueryParams = (
  query: Record<string, string> | null | undefined,
): Record<string, string> | null => {
  if (!query) return null;
  const kept = Object.entries(query).filter(([key]) => !SENSITIVE_KEY.test(key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
};

/** A route's path without query or fragment, whatever the browser sent. */
export const pathOnly = (path: string): string => path.split(/[?#]/)[0] || '/';
