import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { baseURL } from './env';
import {
  nextTotpCode,
  rememberRecoveryCodes,
  rememberTotp,
  takeRecoveryCode,
  totpAccount,
} from './totp';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A user nobody else in this run will use: each test makes its own. */
export function newUser(firstName = 'Dolores'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `customer-${id}@e2e.test`,
    password: `Secret-${id}-pass`,
    firstName,
    lastName: 'Tester',
  };
}

/**
 * Creates a customer account through the API. The server refuses state-changing requests
 * from other origins, so the call says where it comes from.
 */
export async function createCustomer(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const response = await request.post('/api/create-account', {
    data: user,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * Signs in through the API; with `page.request` the session cookie lands in the browser.
 * Staff pass the second step (issue 17) the same way: a recovery code of the account, or,
 * at its first sign-in, the authenticator setup (its secret and codes kept for later).
 */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: Pick<TestUser, 'email' | 'password'>,
) {
  const response = await request.post('/api/login', {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { mfaRequired?: boolean; mfaSetupRequired?: boolean };
  if (body.mfaSetupRequired) await setUpTotpThroughApi(request, credentials.email);
  else if (body.mfaRequired) await recoveryCodeThroughApi(request, credentials.email);
}

/**
 * The second step with a recovery code, then ten new codes when they run out. A TOTP code
 * is accepted once and only for a later step than the last one, so TOTP alone allows one
 * sign-in per 30 s: the suite signs the super admin in dozens of times and would mostly
 * wait. The new codes need no code of their own: the sign-in just gave the second factor.
 * The TOTP step itself is tested through the UI (two-factor.spec.ts, signInThroughUi).
 */
async function recoveryCodeThroughApi(request: APIRequestContext, email: string) {
  if (!totpAccount(email)?.recoveryCodes.length) {
    await verifyThroughApi(request, email);
  } else {
    await post(request, '/api/auth/mfa/verify', { recoveryCode: takeRecoveryCode(email) });
  }
  if (totpAccount(email)?.recoveryCodes.length) return;
  const { recoveryCodes } = (await post(request, '/api/auth/mfa/recovery-codes')) as {
    recoveryCodes: string[];
  };
  rememberRecoveryCodes(email, recoveryCodes);
}

const post = async (request: APIRequestContext, path: string, data?: unknown) => {
  const response = await request.post(path, { data: data ?? {}, headers: { origin: baseURL } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
};

/** The second step of a staff sign-in, or a step-up on a full session. */
export async function verifyThroughApi(request: APIRequestContext, email: string) {
  await post(request, '/api/auth/mfa/verify', { code: await nextTotpCode(email) });
}

async function setUpTotpThroughApi(request: APIRequestContext, email: string) {
  const { secret } = (await post(request, '/api/auth/mfa/totp/setup')) as { secret: string };
  rememberTotp(email, secret);
  const { recoveryCodes } = (await post(request, '/api/auth/mfa/totp/confirm', {
    code: await nextTotpCode(email),
  })) as { recoveryCodes: string[] };
  rememberRecoveryCodes(email, recoveryCodes);
}
