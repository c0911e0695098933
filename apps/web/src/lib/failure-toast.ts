import { httpStatusOf, shownServerMessage } from './errors';
import { toast } from './toast-store';
import { handleUnauthorized } from './unauthorized';

/**
 * The usual onError of a staff action: a 401 means the session ended (toast and redirect
 * to sign in); anything else is a destructive toast with the server's message, or the
 * spec's default when the server gave none, in the app's language (issue 20).
 */
export const failureToast =
  (title: string, fallback: string) =>
  (error: unknown): void => {
    if (httpStatusOf(error) === 401) {
      handleUnauthorized();
      return;
    }
    toast({ variant: 'destructive', title, description: shownServerMessage(error, fallback) });
  };
