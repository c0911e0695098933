import type { AppRouter } from '@advance/api';
import { authMessages, PASSWORD_MAX_LENGTH, type PublicUser } from '@advance/contracts';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../lib/testing/trpc-harness';
import { requestLogin } from './login-request';

const ada: PublicUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  role: 'user',
  locale: 'en',
};

/** A client whose `auth.login` answers with `answer` (or throws it), recording the inputs. */
function clientAnswering(answer: () => unknown) {
  const inputs: unknown[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        inputs.push({ path: op.path, input: op.input });
        try {
          observer.next({ result: { type: 'data', data: answer() } });
          observer.complete();
        } catch (error) {
          observer.error(error as never);
        }
      });
  return { client: createTRPCClient<AppRouter>({ links: [link] }), inputs };
}

describe('requestLogin', () => {
  it("signs in with the schema's reading of the fields and says at which stage", async () => {
    const { client, inputs } = clientAnswering(() => ({ user: ada, stage: 'full' }));
    const outcome = await requestLogin(client, { email: ' Ada@Example.com ', password: 'pw-123' });
    expect(outcome).toEqual({ kind: 'signedIn', user: ada, stage: 'full' });
    expect(inputs).toEqual([
      { path: 'auth.login', input: { email: 'ada@example.com', password: 'pw-123' } },
    ]);
  });

  it('names the field the schema refuses, without calling the server', async () => {
    const { client, inputs } = clientAnswering(() => ({ user: ada, stage: 'full' }));
    const password = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    const outcome = await requestLogin(client, { email: 'ada@example.com', password });
    expect(outcome).toEqual({
      kind: 'invalid',
      field: 'password',
      message: authMessages.invalidCredentials,
    });
    expect(inputs).toEqual([]);
  });

  it('tells a refused password (401) from a failure no field can fix', async () => {
    const wrong = clientAnswering(() => {
      throw apiError('Invalid email or password', 401);
    });
    expect(await requestLogin(wrong.client, { email: 'ada@example.com', password: 'x' })).toEqual({
      kind: 'refused',
      message: 'Invalid email or password',
      credentials: true,
    });
    const throttled = clientAnswering(() => {
      throw apiError('Too many attempts', 429);
    });
    expect(
      await requestLogin(throttled.client, { email: 'ada@example.com', password: 'x' }),
    ).toEqual({ kind: 'refused', message: 'Too many attempts', credentials: false });
  });

  it('falls back to "Login failed" when the server said nothing readable', async () => {
    const offline = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await requestLogin(offline.client, { email: 'ada@example.com', password: 'x' });
    expect(outcome).toEqual({
      kind: 'refused',
      message: authMessages.loginFailedTitle,
      credentials: false,
    });
  });
});
