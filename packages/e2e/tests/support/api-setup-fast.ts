import type { Advance } from '@advance/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Issue 20: set-up through the API for steps a test is not about, so each e2e test stays
 * under 15 s. `request` must be signed in as staff (signInAt / signInThroughApi); `origin`
 * is the server's (advances.spec.ts runs one of its own).
 */
async function send(
  request: APIRequestContext,
  origin: string,
  method: 'PATCH' | 'POST',
  path: string,
  data: unknown,
) {
  const response = await request.fetch(`${origin}${path}`, {
    method,
    data,
    headers: { origin },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** Staff approve an application: its advance is created, awaiting funding. */
export async function approveThroughApi(
  staff: APIRequestContext,
  origin: string,
  applicationId: string,
) {
  await send(staff, origin, 'PATCH', `/api/admin/applications/${applicationId}/review`, {
    status: 'Approved',
  });
}

/** Today in New York as YYYY-MM-DD, the day a funding is recorded for. */
export const todayInNewYork = (now = Date.now()) =>
  new Date(now).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/** Staff record the funding of an approved application (ACH, today). */
export async function fundThroughApi(
  staff: APIRequestContext,
  origin: string,
  applicationId: string,
): Promise<Advance> {
  return (await send(staff, origin, 'POST', `/api/admin/applications/${applicationId}/funding`, {
    fundedAt: todayInNewYork(),
    method: 'ach',
    reference: 'ACH-TRACE-0001',
  })) as Advance;
}
