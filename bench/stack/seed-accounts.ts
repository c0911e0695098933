/**
 * Accounts the benches sign in with, made through the product's repositories and core's
 * `createSession` (the cookie is exactly what a sign-in would set, without argon2's cost).
 */
import { calculateFee } from '@advance/contracts';
import { type CoreDeps, createSession } from '@advance/core';
import { type Db, insertApplication, insertUserIfEmailFree } from '@advance/db';

/** The cookie name on plain HTTP (apps/server's sessionCookieName without secure cookies). */
const COOKIE = 'session';

export interface Account {
  userId: string;
  /** `session=<token>`, ready for a Cookie header. */
  cookie: string;
}

export async function seedAccount(db: Db, email: string, role: 'user' | 'admin'): Promise<Account> {
  const user = await insertUserIfEmailFree(db, {
    email,
    passwordHash: null,
    firstName: 'Bench',
    lastName: role === 'admin' ? 'Staff' : 'Customer',
    phone: '5550100100',
    role,
  });
  if (!user) throw new Error(`Seeding: ${email} already exists`);
  // Staff act only with a second factor (decision 021): a confirmed authenticator.
  if (role === 'admin')
    await db
      .insertInto('totpCredentials')
      .values({
        userId: user.id,
        secret: new Uint8Array(20),
        confirmedAt: new Date(),
        lastStep: null,
      })
      .execute();
  // createSession reads only these two.
  const deps = { db, now: () => new Date() } as unknown as CoreDeps;
  const session = await createSession(
    deps,
    { id: user.id, role },
    { ip: '127.0.0.1', userAgent: 'bench' },
  );
  return { userId: user.id, cookie: `${COOKIE}=${session.token}` };
}

/**
 * A customer with `count` applications, each with the Truth-in-Lending quote stored as a
 * submission stores it, so the "my applications" body has every field filled.
 */
export async function seedCustomerWithApplications(db: Db, count: number): Promise<Account> {
  const customer = await seedAccount(db, 'bench-customer@example.com', 'user');
  for (let i = 0; i < count; i++) {
    const amount = [500, 1000, 1500][i % 3] as number;
    const { feeCents, toReceiveCents } = calculateFee(amount);
    const created = new Date(Date.UTC(2026, 9, 1 + i, 15, 30));
    const inserted = await insertApplication(db, {
      userId: customer.userId,
      status: i === 0 ? 'Submitted' : 'Approved',
      reviewNotes: i === 0 ? null : 'Benefit letter checked.',
      firstName: 'Bench',
      lastName: 'Customer',
      email: 'bench-customer@example.com',
      phone: '5550100100',
      zipCode: '62704',
      requestedAmountCents: amount * 100,
      processingFeeCents: feeCents,
      amountToReceiveCents: toReceiveCents,
      howOftenNeedCash: 'monthly',
      monthlyBenefitCents: 184_300,
      benefitPaymentDay: 10,
      monthlyRentMortgageCents: 65_000,
      dateOfBirth: '1955-04-08',
      benefitSchedule: 'second_wednesday',
      aprBasisPoints: 3763,
      financeChargeCents: feeCents,
      amountFinancedCents: toReceiveCents,
      totalOfPaymentsCents: amount * 100,
      disbursementDate: '2026-10-01',
      dueDate: '2026-10-14',
      days: 13,
      quotedAt: created,
      idempotencyKey: null,
      requestFingerprint: `bench-${i}`,
      createdAt: created,
      updatedAt: created,
    });
    if (!inserted) throw new Error('Seeding: an application was not inserted');
  }
  return customer;
}
