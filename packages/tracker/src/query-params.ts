/**
 * Query keys whose values are secrets or personal data (the reset link's token above all):
 * the key is dropped, so analytics never holds what an admin could misuse.
 */
const SECRET_KEY = /token|secret|pass|auth|code|key|mail/i;

/** `location.search` as an object, at most the 20 keys the server takes. */
export const queryObject = (search: string): Record<string, string> =>
  Object.fromEntries(
    [...new URLSearchParams(search)].filter(([key]) => !SECRET_KEY.test(key)).slice(0, 20),
  );

/** A URL without query or fragment: a referrer's search terms are the visitor's business. */
export const withoutQuery = (url: string): string => url.replace(/[?#].*/, '').slice(0, 2048);
