import type { Advance } from '@advance/contracts';
import { beforeEach, expect } from 'vitest';
import { decisionFields } from './decision-fields';
import { applicationBody, customer, signedInSuperAdmin, signIn } from './fixtures';
import type { TestClient, TestResponse } from './http-client';
import type { TestServer } from './test-server';
import { useTestServer } from './use-test-server';

/**
 * Issue 18's server tests: applicants, staff and advances made through the front doors
 * (the wizard, the review, the funding path), and what the database holds, to prove that a
 * refused request wrote nothing.
 */
export interface AdvanceWorld {
  server: TestServer;
  client: () => TestClient;
  /** The super admin, signed in with the second factor. */
  root: TestClient;
}

export async function advanceWorld(
  server: TestServer,
  client: () => TestClient,
): Promise<AdvanceWorld> {
  const root = await signedInSuperAdmin(server);
  return { server, client, root };
}

/**
 * The suite's hooks: one real server for the file and, before each test, empty tables and a
 * fresh world. The object stays the same (its fields are replaced before each test), so a
 * suite may keep it in a constant and its own hooks registered later see it filled.
 */
export function useAdvanceWorld(): AdvanceWorld {
  const { server, client } = useTestServer();
  const world = {} as AdvanceWorld;
  beforeEach(async () => {
    Object.assign(world, await advanceWorld(server(), client));
  });
  return world;
}

export interface Applicant {
  email: string;
  applicationId: string;
  userId: string;
  /** Signed in as the applicant. */
  browser: TestClient;
}

/** A new applicant through the wizard ($500 unless told), signed in afterwards. */
export async function applicant(
  world: AdvanceWorld,
  name: string,
  overrides: Record<string, unknown> = {},
): Promise<Applicant> {
  const email = `${name.toLowerCase()}@example.com`;
  const res = await world.client().request('POST', '/api/applications', {
    json: applicationBody({ email, firstName: name, ...overrides }),
  });
  expect(res.status, res.text).toBe(201);
  const { id, userId } = res.body as { id: string; userId: string };
  const browser = world.client();
  await signIn(browser, { email, password: customer.password });
  return { email, applicationId: id, userId, browser };
}

/** A staff decision on the application, as the Review dialog sends it. */
export const review = (world: AdvanceWorld, applicationId: string, status: string) =>
  world.root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
    json: { status, ...decisionFields(status) },
  });

/** Staff approve: the advance is created, awaiting funding. */
export async function approve(world: AdvanceWorld, applicationId: string): Promise<void> {
  const res = await review(world, applicationId, 'Approved');
  expect(res.status, res.text).toBe(200);
}

/** The literal funding payload, dated today in New York. */
export async function fund(
  world: AdvanceWorld,
  applicationId: string,
  fundedAt: string,
): Promise<Advance> {
  const res = await world.root.post(`/api/admin/applications/${applicationId}/funding`, {
    fundedAt,
    method: 'ach',
    reference: 'ACH-1',
  });
  expect(res.status, res.text).toBe(200);
  return res.body as Advance;
}

export async function advanceOf(c: TestClient, applicationId: string): Promise<Advance> {
  const res = await c.get(`/api/applications/${applicationId}/advance`);
  expect(res.status, res.text).toBe(200);
  return res.body as Advance;
}

/** What the money tables hold: a refused request must leave all of it as it was. */
export async function moneySnapshot(server: TestServer) {
  const { db } = server.db;
  const [advances, entries, authorizations, applications] = await Promise.all([
    db.selectFrom('advances').selectAll().orderBy('id').execute(),
    db.selectFrom('ledgerEntries').selectAll().orderBy('id').execute(),
    db.selectFrom('paymentAuthorizations').selectAll().orderBy('id').execute(),
    db.selectFrom('applications').select(['id', 'status', 'updatedAt']).orderBy('id').execute(),
  ]);
  return { advances, entries, authorizations, applications };
}

/** The refusal the contract names, and nothing written. */
export async function expectRefused(
  server: TestServer,
  send: () => Promise<TestResponse>,
  status: 400 | 401 | 403 | 404 | 409,
  message?: string,
): Promise<TestResponse> {
  const before = await moneySnapshot(server);
  const res = await send();
  expect(res.status, res.text).toBe(status);
  if (message !== undefined) expect((res.body as { message: string }).message).toBe(message);
  expect(await moneySnapshot(server)).toEqual(before);
  return res;
}

/** Balance, paid and waived from the ledger itself (the projection must agree). */
export async function ledgerTotals(server: TestServer, advanceId: string) {
  const entries = await server.db.db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('advanceId', '=', advanceId)
    .execute();
  const byId = new Map(entries.map((e) => [e.id, e]));
  const sign = { disbursement: 1, fee: 1, payment: -1, waiver: -1 } as const;
  let balance = 0;
  let paid = 0;
  for (const e of entries) {
    const target = e.kind === 'reversal' ? byId.get(e.reversesId ?? '') : e;
    if (!target || target.kind === 'reversal') throw new Error(`bad entry ${e.id}`);
    const effect = sign[target.kind] * e.amountCents * (e.kind === 'reversal' ? -1 : 1);
    balance += effect;
    if (target.kind === 'payment') paid += e.kind === 'reversal' ? -e.amountCents : e.amountCents;
  }
  return { balanceCents: balance, paidCents: paid, count: entries.length };
}

/** How many activity-log entries record `action` (each change is logged exactly once). */
export async function loggedCount(server: TestServer, action: string): Promise<number> {
  const rows = await server.db.db
    .selectFrom('activityLog')
    .select('action')
    .where('action', '=', action)
    .execute();
  return rows.length;
}
