import type { Application } from '@advance/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { baseURL } from './env';
import type { TestUser } from './users';

/**
 * Submits an application for `user` through the API. With a signed-in `request` (such as
 * `page.request` after signInThroughApi) it joins that account; the answers are the same
 * valid ones every time, only who applies changes. `origin`: another server of the suite
 * (advances.spec.ts runs one with a movable clock).
 */
export async function submitApplication(
  request: APIRequestContext,
  user: TestUser,
  origin: string = baseURL,
): Promise<Application> {
  const response = await request.post(`${origin}/api/applications`, {
    headers: { origin },
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '555-201-3344',
      zipCode: '10001',
      password: user.password,
      userId: null,
      requestedAmount: 500,
      howOftenNeedCash: 'monthly',
      monthlyBenefit: 1450,
      benefitPaymentDay: 3,
      monthlyRentMortgage: 800,
      dateOfBirth: `${new Date().getUTCFullYear() - 70}-04-02`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}
