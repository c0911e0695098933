import { generateHOTP } from '@oslojs/otp';
import type { TestClient, TestResponse } from './http-client';

/**
 * The tests' authenticator app (decision 021): the secret each staff e-mail set up, and
 * the last time step whose code was sent, so no code is sent twice (the server refuses a
 * replay). A code is taken from the earliest step the server still accepts (now - 1 early
 * in a step, now, now + 1; later than the last one used); when those are used, it waits
 * for the next 30-second step, so a test that signs one account in many times may wait.
 *
 * Kept per e-mail, not per server: instances sharing a database share the accounts, and a
 * reset database asks for setup again, which replaces the entry.
 */
interface Authenticator {
  secret: Uint8Array;
  lastStep: number;
}

const authenticators = new Map<string, Authenticator>();

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as the setup shows the secret (no padding). */
export function decodeBase32(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${text}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

const PERIOD_MS = 30_000;
const PREVIOUS_STEP_UNTIL_MS = 15_000;
/** The server's clock, in ms; tests that move the server's clock (deps.now) pass the same. */
export type Clock = () => number;
const stepAt = (clock: Clock) => Math.floor(clock() / PERIOD_MS);

export const totpCodeAt = (secret: Uint8Array, step: number): string =>
  generateHOTP(secret, BigInt(step), 6);

/** The authenticator known for an e-mail (set up through signIn), for tests that need codes. */
export function authenticatorOf(email: string): Authenticator {
  const found = authenticators.get(email.toLowerCase());
  if (!found) throw new Error(`No authenticator set up for ${email} yet: sign in with signIn()`);
  return found;
}

/**
 * The next code nobody sent yet, marked as sent; waits for the next step when the accepted
 * ones are used up. The step before now is taken only early in the current step, so the
 * request still reaches the server while it accepts that step (a loaded machine is slow).
 */
export async function nextTotpCode(email: string, clock: Clock = Date.now): Promise<string> {
  const authenticator = authenticatorOf(email);
  for (;;) {
    const now = stepAt(clock);
    const intoStep = clock() - now * PERIOD_MS;
    const earliest = intoStep < PREVIOUS_STEP_UNTIL_MS ? now - 1 : now;
    const step = Math.max(earliest, authenticator.lastStep + 1);
    if (step <= now + 1) {
      authenticator.lastStep = step;
      return totpCodeAt(authenticator.secret, step);
    }
    const nextBoundary = (now + 1) * PERIOD_MS;
    await new Promise((resolve) => setTimeout(resolve, nextBoundary - clock() + 20));
  }
}

/** Posts a code; a refused one (the step passed on the way) is tried once more, fresh. */
async function postCode(
  client: TestClient,
  path: string,
  email: string,
  clock: Clock,
): Promise<TestResponse> {
  const res = await client.post(path, { code: await nextTotpCode(email, clock) });
  if (res.status !== 400) return res;
  return client.post(path, { code: await nextTotpCode(email, clock) });
}

/** First staff sign-in: set up the authenticator (remembered) and confirm it with a code. */
export async function setUpAuthenticator(
  client: TestClient,
  email: string,
  clock: Clock = Date.now,
): Promise<string[]> {
  const setup = await client.post('/api/auth/mfa/totp/setup');
  if (setup.status !== 200) throw new Error(`mfa setup failed: ${setup.status} ${setup.text}`);
  const { secret } = setup.body as { secret: string };
  authenticators.set(email.toLowerCase(), {
    secret: decodeBase32(secret),
    lastStep: Number.NEGATIVE_INFINITY,
  });
  const confirm = await postCode(client, '/api/auth/mfa/totp/confirm', email, clock);
  if (confirm.status !== 200) {
    throw new Error(`mfa confirm failed: ${confirm.status} ${confirm.text}`);
  }
  return (confirm.body as { recoveryCodes: string[] }).recoveryCodes;
}

/** The code step of a staff sign-in (or a step-up on a full session). */
export async function enterTotpCode(
  client: TestClient,
  email: string,
  clock: Clock = Date.now,
): Promise<TestResponse> {
  const res = await postCode(client, '/api/auth/mfa/verify', email, clock);
  if (res.status !== 200) throw new Error(`mfa verify failed: ${res.status} ${res.text}`);
  return res;
}
