import { ensureSuperAdmin } from '@advance/core';
import { TestClient } from './http-client';
import { type Clock, enterTotpCode, setUpAuthenticator } from './second-factor';
import type { TestServer } from './test-server';

export const customer = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'correct horse battery',
};

export const superAdmin = { email: 'root@advance.test', password: 'root-password-123' };

export async function createCustomer(client: TestClient, overrides: Partial<typeof customer> = {}) {
  const account = { ...customer, ...overrides };
  const res = await client.post('/api/create-account', account);
  if (res.status !== 201) throw new Error(`create-account failed: ${res.status} ${res.text}`);
  return account;
}

/**
 * Signs in through the front door. Staff complete the second factor as a person with an
 * authenticator app would (decision 021): set it up on the first sign-in, then enter the
 * current code; see second-factor.ts. The answer is the step that signed in: the login's
 * for customers and at setup, the verification's (`{ user }`) after a code.
 */
export async function signIn(
  client: TestClient,
  credentials: { email: string; password: string },
  /** The server's clock when a test moved it (deps.now), for the authenticator's codes. */
  clock?: Clock,
) {
  const res = await client.post('/api/login', credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  const body = res.body as { mfaRequired?: boolean; mfaSetupRequired?: boolean };
  if (body.mfaSetupRequired) {
    await setUpAuthenticator(client, credentials.email, clock);
    return res;
  }
  if (body.mfaRequired) return enterTotpCode(client, credentials.email, clock);
  return res;
}

/** The same, named for readers of staff tests. */
export const signInStaff = signIn;

/** Everything the wizard sends, valid: a 30-year-old asking for $500. */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  const birthYear = new Date().getUTCFullYear() - 30;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: customer.email,
    phone: '555-123-4567',
    zipCode: '10001',
    password: customer.password,
    userId: null,
    requestedAmount: 500,
    howOftenNeedCash: 'monthly',
    monthlyBenefit: 1450,
    benefitPaymentDay: 3,
    monthlyRentMortgage: 800,
    dateOfBirth: `${birthYear}-05-17`,
    ...overrides,
  };
}

/**
 * The super admin every fresh database gets (`ensureSuperAdmin`, as the server does at start),
 * signed in (second factor included) on a new browser-like client of `server`.
 */
export async function signedInSuperAdmin(server: TestServer): Promise<TestClient> {
  await ensureSuperAdmin(server.runtime.deps);
  const root = new TestClient(server.url, server.origin);
  await signIn(root, superAdmin);
  return root;
}
