import { localizeMessage } from '../i18n/localize-message';

/** What these helpers read of tRPC's TRPCClientError. */
interface ApiError extends Error {
  shape?: unknown;
  data?: unknown;
}

/**
 * tRPC's client error, known by the name it gives itself: an `instanceof` would import the
 * tRPC client into every page that merely shows an error (issue 15: the public forms load
 * the client only when they send).
 */
function apiError(error: unknown): ApiError | undefined {
  return error instanceof Error && error.name === 'TRPCClientError' ? error : undefined;
}

/**
 * The server's message when it sent one (its texts are written to be shown), otherwise
 * the screen's own fallback: a network failure or a proxy's HTML page says nothing useful.
 * It is the contracts' English text, as sent: screens compare it with those constants
 * (application-page, knownServerText). The places that show it (toasts, form fields, form
 * alerts, the error summary) give it in the app's language; text shown anywhere else goes
 * through `shownServerMessage`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = apiError(error);
  if (failure?.shape && failure.message.trim() !== '') return failure.message;
  return fallback;
}

/** `serverMessage` in the app's language (issue 20), for a screen that shows it as it is. */
export function shownServerMessage(error: unknown, fallback: string): string {
  return localizeMessage(serverMessage(error, fallback));
}

/**
 * Per-field validation messages the API attaches to a 400 (`data.fieldErrors`), in English
 * as sent: FormField shows them in the app's language.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data: unknown = apiError(error)?.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const { fieldErrors } = data;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** HTTP status of a failed call, when the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  const data: unknown = apiError(error)?.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}
