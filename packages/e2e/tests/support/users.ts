import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { baseURL } from './env';

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

/** Signs in through the API; with `page.request` the session cookie lands in the browser. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: Pick<TestUser, 'email' | 'password'>,
) {
  const response = await request.post('/api/login', {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
