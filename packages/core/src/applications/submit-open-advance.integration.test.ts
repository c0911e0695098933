import { advanceMessages, type PublicUser, todayInNewYork } from '@advance/contracts';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  advanceFor,
  advanceWorld,
  applicationInput,
  meta,
} from '../advances/applicant-advance.fixture';
import { cancelAdvance } from '../advances/cancel-advance';
import { recordFunding } from '../advances/record-funding';
import { recordPayment } from '../advances/record-payment';
import { createAccount } from '../auth/create-account';
import { reviewApplication } from './review-application';
import { submitApplication } from './submit-application';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  ada = await world.user('ada@x.test');
  staff = await world.user('staff@x.test', 'admin');
});

const countApplications = async () =>
  (await db.db.selectFrom('applications').select('id').where('userId', '=', ada.id).execute())
    .length;

/** A different request each time (the duplicate window answers identical ones). */
const another = (n: number) => ({ ...applicationInput(ada.email), requestedAmount: 300 + n });

describe(`submitting with an open advance on ${describeTestDb()}`, () => {
  it('refuses a new application while one is awaiting funding or funded, with 409 and nothing written', async () => {
    const { applicationId } = await advanceFor(world, ada, staff, { fund: false });
    await expect(submitApplication(world.deps, ada, another(1), meta)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.openAdvanceExists,
    });
    expect(await countApplications()).toBe(1);
    await recordFunding(
      world.deps,
      staff,
      {
        id: applicationId,
        fundedAt: todayInNewYork(world.clock.now),
        method: 'ach',
        reference: null,
      },
      meta,
    );
    await expect(submitApplication(world.deps, ada, another(2), meta)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await countApplications()).toBe(1);
  });

  it('refuses the wizard adding an application to the existing account (signed out, by e-mail)', async () => {
    const password = 'a long and unusual passphrase 7';
    const eve = await createAccount(
      world.deps,
      { email: 'eve@x.test', firstName: 'Eve', lastName: 'Doe', password },
      meta,
    );
    await advanceFor(world, eve, staff);
    // Signed out: the wizard adds the application to the account this e-mail and password open.
    const input = { ...applicationInput('eve@x.test'), requestedAmount: 301, password };
    await expect(submitApplication(world.deps, null, input, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.openAdvanceExists,
    });
    const rows = await db.db
      .selectFrom('applications')
      .select('id')
      .where('userId', '=', eve.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('still answers an idempotent replay of the application that opened the advance', async () => {
    const key = 'replay-key-123456';
    const first = await submitApplication(world.deps, ada, another(4), {
      ...meta,
      idempotencyKey: key,
    });
    await reviewApplication(world.deps, staff, first.application.id, { status: 'Approved' }, meta);
    const again = await submitApplication(world.deps, ada, another(4), {
      ...meta,
      idempotencyKey: key,
    });
    expect(again).toMatchObject({ created: false, application: { id: first.application.id } });
  });

  it('allows a new application once the advance is cancelled', async () => {
    const { applicationId } = await advanceFor(world, ada, staff, { fund: false });
    await cancelAdvance(
      world.deps,
      staff,
      { id: applicationId, reason: 'Bank details wrong' },
      meta,
    );
    const { created } = await submitApplication(world.deps, ada, another(5), meta);
    expect(created).toBe(true);
  });

  it('allows a new application once the advance is repaid', async () => {
    const { applicationId, advance } = await advanceFor(world, ada, staff);
    await recordPayment(
      world.deps,
      staff,
      {
        id: applicationId,
        amount: advance.balanceCents,
        receivedAt: todayInNewYork(world.clock.now),
        method: 'ach',
        reference: null,
      },
      meta,
    );
    const { created } = await submitApplication(world.deps, ada, another(6), meta);
    expect(created).toBe(true);
  });
});
