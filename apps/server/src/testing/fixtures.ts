import type { TestClient } from './http-client';

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

export async function signIn(client: TestClient, credentials: { email: string; password: string }) {
  const res = await client.post('/api/login', credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res;
}

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
