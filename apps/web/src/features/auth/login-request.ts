import { authMessages, loginInputSchema, type PublicUser } from '@advance/contracts';
import type { ApiClient } from '../../lib/api-client';
import { httpStatusOf, serverMessage } from '../../lib/errors';

export type LoginField = 'email' | 'password';

/** What a sign-in attempt came to; loaded on the form's first touch, with the API client. */
export type LoginOutcome =
  | {
      kind: 'signedIn';
      user: PublicUser;
      stage: Awaited<ReturnType<ApiClient['auth']['login']['mutate']>>['stage'];
    }
  | { kind: 'invalid'; field: LoginField; message: string }
  | { kind: 'refused'; message: string; credentials: boolean };

/**
 * Checks the fields with the API's schema, then signs in. 401 is a wrong e-mail or password
 * (which one is not said); anything else (too many attempts, a network failure) is not the
 * fields' fault (`credentials: false`).
 */
export async function requestLogin(
  client: ApiClient,
  values: { email: string; password: string },
): Promise<LoginOutcome> {
  const parsed = loginInputSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: 'invalid',
      field: issue?.path[0] === 'password' ? 'password' : 'email',
      message: issue?.message ?? authMessages.loginFailedTitle,
    };
  }
  try {
    const { user, stage } = await client.auth.login.mutate(parsed.data);
    return { kind: 'signedIn', user, stage };
  } catch (error) {
    return {
      kind: 'refused',
      message: serverMessage(error, authMessages.loginFailedTitle),
      credentials: httpStatusOf(error) === 401,
    };
  }
}
