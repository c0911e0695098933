import type { PublicUser, SubmitApplicationInput } from '@advance/contracts';
import { insertUserIfEmailFree, insertVisitorSession } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { failInsertsInto } from '@advance/db/testing/failing-inserts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { silentLogger } from '../logger';
import { submitApplication } from './submit-application';

let db: TestDb;
let deps: CoreDeps;
let applicant: PublicUser;

const VISIT = 'sess_1767225600000_abcdefghijklmnopqrstuv';

const input: SubmitApplicationInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@x.test',
  phone: '555-123-4567',
  zipCode: '10001',
  requestedAmount: 500,
  howOftenNeedCash: 'monthly',
  monthlyBenefit: 1450,
  benefitPaymentDay: 3,
  monthlyRentMortgage: 800,
  dateOfBirth: '1990-05-17',
};
const meta = { ip: '203.0.113.9', userAgent: 'test', visitorSession: VISIT };

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  // Submitting as a signed-in user needs nothing but the database (no mail, no tracker queue).
  deps = {
    db: db.db,
    log: silentLogger,
    now: () => new Date(),
  } as Partial<CoreDeps> as CoreDeps;
  const row = await insertUserIfEmailFree(db.db, {
    email: input.email,
    passwordHash: null,
    role: 'user',
  });
  if (!row) throw new Error('user not created');
  applicant = {
    id: row.id,
    email: row.email,
    firstName: null,
    lastName: null,
    phone: null,
    role: 'user',
    locale: 'en',
  };
  await insertVisitorSession(db.db, { clientId: VISIT });
});

const applications = () => db.db.selectFrom('applications').select('id').execute();
const visitOwner = async () =>
  (
    await db.db
      .selectFrom('visitorSessions')
      .select('userId')
      .where('clientId', '=', VISIT)
      .executeTakeFirstOrThrow()
  ).userId;

describe(`submitApplication on ${describeTestDb()}`, () => {
  it('writes the application with its activity row and links the visit to the applicant', async () => {
    const { application, created } = await submitApplication(deps, applicant, input, meta);
    expect(created).toBe(true);
    const logged = await db.db
      .selectFrom('activityLog')
      .select(['action', 'targetId'])
      .where('targetId', '=', application.id)
      .execute();
    expect(logged).toEqual([{ action: 'application.submitted', targetId: application.id }]);
    expect(await visitOwner()).toBe(applicant.id);
  });

  it('leaves no application and no linked visit when its activity row cannot be written', async () => {
    const restore = await failInsertsInto(db.db, 'activityLog');
    try {
      await expect(submitApplication(deps, applicant, input, meta)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await applications()).toEqual([]);
    expect(await visitOwner()).toBeNull();
  });

  it('links the visit only for a new application, not for a duplicate', async () => {
    await submitApplication(deps, applicant, input, { ...meta, visitorSession: null });
    const again = await submitApplication(deps, applicant, input, meta);
    expect(again.created).toBe(false);
    expect(await visitOwner()).toBeNull();
  });
});
