import {
  type PublicUser,
  type Role,
  type SubmitApplicationInput,
  todayInNewYork,
} from '@advance/contracts';
import { findAdvanceByApplicationId, insertUserIfEmailFree } from '@advance/db';
import type { TestDb } from '@advance/db/testing';
import { reviewApplication } from '../applications/review-application';
import { submitApplication } from '../applications/submit-application';
import type { CoreDeps } from '../deps';
import { silentLogger } from '../logger';
import { createMailOutbox } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';
import { recordFunding } from './record-funding';

/**
 * Test support for the applicant side of advances: real database, real outbox rows (the
 * relay is a file transport; `kicks` counts the after-commit kicks instead of sending), and
 * a clock the test moves. Advances are made the real way: submit, approve, fund.
 */
export interface AdvanceWorld {
  deps: CoreDeps;
  clock: { now: Date };
  kicks: () => number;
  /** Noon in New York on `date`, so "today" is that date. */
  setToday: (date: string) => void;
  user: (email: string, role?: Role) => Promise<PublicUser>;
}

export const meta = { ip: '203.0.113.9', userAgent: 'Vitest browser' };

export function advanceWorld(db: TestDb, config: Partial<CoreDeps['config']> = {}): AdvanceWorld {
  const clock = { now: new Date() };
  const now = () => clock.now;
  const transport = createMailTransport({
    dataDir: '/tmp/advance-notice-test-mail',
    from: 'App <app@x.test>',
    log: silentLogger,
  });
  const outbox = createMailOutbox({ db: db.db, transport, log: silentLogger, now });
  let kickCount = 0;
  const deps = {
    db: db.db,
    log: silentLogger,
    now,
    config: { appOrigin: 'http://localhost', superAdminEmail: 'root@x.test', ...config },
    outbox: { ...outbox, kick: () => void kickCount++ },
  } as Partial<CoreDeps> as CoreDeps;
  return {
    deps,
    clock,
    kicks: () => kickCount,
    setToday: (date) => {
      clock.now = new Date(`${date}T16:00:00Z`);
    },
    user: async (email, role = 'user') => {
      const row = await insertUserIfEmailFree(db.db, { email, passwordHash: null, role });
      if (!row) throw new Error('user not created');
      return {
        id: row.id,
        email: row.email,
        firstName: 'Ada',
        lastName: null,
        phone: null,
        role,
        locale: 'en',
      };
    },
  };
}

/**
 * A test's starting point: the database emptied, a new world (today `today`, when given) and
 * its two people, the applicant (`ada@x.test` unless named) and a staff member, made in that
 * order.
 */
export async function freshWorld(
  db: TestDb,
  options: { today?: string; applicant?: string; config?: Partial<CoreDeps['config']> } = {},
): Promise<{ world: AdvanceWorld; applicant: PublicUser; staff: PublicUser }> {
  await db.reset();
  const world = advanceWorld(db, options.config);
  if (options.today) world.setToday(options.today);
  const applicant = await world.user(options.applicant ?? 'ada@x.test');
  const staff = await world.user('staff@x.test', 'admin');
  return { world, applicant, staff };
}

export const applicationInput = (email: string): SubmitApplicationInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '555-123-4567',
  zipCode: '10001',
  requestedAmount: 500,
  howOftenNeedCash: 'monthly',
  monthlyBenefit: 1450,
  benefitPaymentDay: 3,
  monthlyRentMortgage: 800,
  dateOfBirth: '1990-05-17',
});

export async function submitFor(world: AdvanceWorld, applicant: PublicUser) {
  const { application } = await submitApplication(
    world.deps,
    applicant,
    applicationInput(applicant.email),
    meta,
  );
  return application;
}

/** Submitted, approved (the advance is created) and, unless `fund` is false, funded today. */
export async function advanceFor(
  world: AdvanceWorld,
  applicant: PublicUser,
  staff: PublicUser,
  options: { fund?: boolean } = {},
) {
  const application = await submitFor(world, applicant);
  await reviewApplication(world.deps, staff, application.id, { status: 'Approved' }, meta);
  if (options.fund ?? true) {
    await recordFunding(
      world.deps,
      staff,
      {
        id: application.id,
        fundedAt: todayInNewYork(world.clock.now),
        method: 'ach',
        reference: null,
      },
      meta,
    );
  }
  const advance = await findAdvanceByApplicationId(world.deps.db, application.id);
  if (!advance) throw new Error('no advance');
  return { applicationId: application.id, advance };
}
