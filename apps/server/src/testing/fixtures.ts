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
