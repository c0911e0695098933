import { createHash } from 'node:crypto';
import { calculateFee, deriveBenefitSchedule, howOftenValues } from '@advance/contracts';
import type { ApplicationStatusColumn, Db, NewApplication, NewUser } from '@advance/db';

/** Amounts the wizard offers, in dollars. */
export const AMOUNT_OPTIONS = [100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000];

/** Roughly what a desk that has been running for a year looks like. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [ApplicationStatusColumn, number]> = [
  ['Submitted', 10],
  ['Waiting approval', 10],
  ['Additional Documentation Requested', 5],
  ['Approved', 50],
  ['Denied', 25],
];

const FIRST_NAMES = [
  'Mary',
  'Robert',
  'Patricia',
  'James',
  'Linda',
  'John',
  'Barbara',
  'William',
  'Dorothy',
  'Richard',
  'Margaret',
  'Charles',
  'Betty',
  'Thomas',
  'Carol',
  'Donald',
  'Shirley',
  'George',
  'Joan',
  'Kenneth',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a small seeded generator, so every run seeds the same data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, digits };
}

interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface SeedOptions {
  users: number;
  applications: number;
  batchSize: number;
  now: Date;
  /** Called after each batch, for progress output. */
  onBatch?: (table: 'users' | 'applications', done: number, total: number) => void;
}

export interface SeedTimings {
  usersMs: number;
  applicationsMs: number;
}

/**
 * Users user1@example.com … userN@example.com (role 'user', no password), then applications
 * spread at random over them, newest up to one year old. Multi-row inserts of `batchSize`.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedTimings> {
  const random = generator(20261121);
  const nowMs = options.now.getTime();
  const statusTotal = STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const pickStatus = (): ApplicationStatusColumn => {
    let roll = random.next() * statusTotal;
    for (const [status, weight] of STATUS_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return status;
    }
    return 'Submitted';
  };

  const usersStarted = performance.now();
  const users: SeedUser[] = [];
  for (let start = 0; start < options.users; start += options.batchSize) {
    const rows: NewUser[] = [];
    for (let n = start + 1; n <= Math.min(start + options.batchSize, options.users); n++) {
      const createdAt = new Date(nowMs - random.int(0, 400) * DAY_MS - random.int(0, DAY_MS));
      rows.push({
        email: `user${n}@example.com`,
        passwordHash: null,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        phone: `555${random.digits(7)}`,
        role: 'user',
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await db
      .insertInto('users')
      .values(rows)
      .returning(['id', 'email', 'firstName', 'lastName', 'phone'])
      .execute();
    for (const row of inserted) {
      users.push({
        id: row.id,
        email: row.email,
        firstName: row.firstName ?? 'Pat',
        lastName: row.lastName ?? 'Doe',
        phone: row.phone ?? '5550000000',
      });
    }
    options.onBatch?.('users', users.length, options.users);
  }
  const usersMs = performance.now() - usersStarted;

  const applicationsStarted = performance.now();
  let done = 0;
  for (let start = 0; start < options.applications; start += options.batchSize) {
    const rows: NewApplication[] = [];
    const end = Math.min(start + options.batchSize, options.applications);
    for (let n = start; n < end; n++) {
      const user = random.pick(users);
      const status = pickStatus();
      const amount = random.pick(AMOUNT_OPTIONS);
      const { feeCents, toReceiveCents } = calculateFee(amount);
      const createdAt = new Date(nowMs - random.int(0, 365 * DAY_MS));
      const reviewed = status !== 'Submitted';
      const updatedAt = reviewed
        ? new Date(Math.min(nowMs, createdAt.getTime() + random.int(1, 5) * DAY_MS))
        : createdAt;
      const birthYear = options.now.getUTCFullYear() - random.int(62, 90);
      const dateOfBirth = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(
        random.int(1, 28),
      ).padStart(2, '0')}`;
      const benefitPaymentDay = random.pick([3, 10, 17, 24]);
      rows.push({
        userId: user.id,
        status,
        reviewNotes:
          status === 'Denied'
            ? 'Monthly benefit too low for the requested amount.'
            : status === 'Additional Documentation Requested'
              ? 'Please upload your latest benefit letter.'
              : null,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        zipCode: random.digits(5),
        requestedAmountCents: amount * 100,
        processingFeeCents: feeCents,
        amountToReceiveCents: toReceiveCents,
        howOftenNeedCash: random.pick(howOftenValues),
        monthlyBenefitCents: random.int(900, 3800) * 100,
        benefitPaymentDay,
        monthlyRentMortgageCents: random.int(0, 2000) * 100,
        dateOfBirth,
        benefitSchedule: deriveBenefitSchedule({ benefitPaymentDay, dateOfBirth }),
        idempotencyKey: null,
        requestFingerprint: createHash('sha256').update(`bench-${n}`).digest('hex'),
        createdAt,
        updatedAt,
      });
    }
    await db.insertInto('applications').values(rows).execute();
    done = end;
    options.onBatch?.('applications', done, options.applications);
  }
  const applicationsMs = performance.now() - applicationsStarted;

  return { usersMs, applicationsMs };
}
