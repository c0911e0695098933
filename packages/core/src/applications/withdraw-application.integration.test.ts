import type { PublicUser } from '@advance/contracts';
import { advanceMessages, applicationMessages } from '@advance/contracts';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  advanceWorld,
  meta,
  submitFor,
} from '../advances/applicant-advance.fixture';
import { reviewApplication } from './review-application';
import { withdrawApplication } from './withdraw-application';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let bob: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  ada = await world.user('ada@x.test');
  bob = await world.user('bob@x.test');
  staff = await world.user('staff@x.test', 'admin');
});

const statusOf = async (id: string) =>
  (
    await db.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe(`withdrawApplication on ${describeTestDb()}`, () => {
  it('lets the owner withdraw an undecided application, with a timeline record and a log entry', async () => {
    const application = await submitFor(world, ada);
    const withdrawn = await withdrawApplication(world.deps, ada, application.id, meta);
    expect(withdrawn.status).toBe('Withdrawn');
    expect('reviewNotes' in withdrawn).toBe(false);
    expect(await statusOf(application.id)).toBe('Withdrawn');
    const reviews = await db.db
      .selectFrom('applicationReviews')
      .selectAll()
      .where('applicationId', '=', application.id)
      .execute();
    expect(reviews).toMatchObject([
      {
        previousStatus: 'Submitted',
        newStatus: 'Withdrawn',
        reviewType: 'withdrawn',
        reviewerId: null,
        ipAddress: meta.ip,
      },
    ]);
    const logged = await db.db
      .selectFrom('activityLog')
      .select(['action', 'actorId'])
      .where('targetId', '=', application.id)
      .where('action', '=', 'application.withdrawn')
      .execute();
    expect(logged).toEqual([{ action: 'application.withdrawn', actorId: ada.id }]);
  });

  it('works from every undecided status', async () => {
    for (const status of ['Waiting approval', 'Additional Documentation Requested'] as const) {
      await db.reset();
      world = advanceWorld(db);
      ada = await world.user('ada@x.test');
      staff = await world.user('staff@x.test', 'admin');
      const application = await submitFor(world, ada);
      const documentRequest =
        status === 'Additional Documentation Requested'
          ? { items: [{ category: 'other' as const, description: 'Award letter' }] }
          : undefined;
      await reviewApplication(world.deps, staff, application.id, { status, documentRequest }, meta);
      const withdrawn = await withdrawApplication(world.deps, ada, application.id, meta);
      expect(withdrawn.status).toBe('Withdrawn');
    }
  });

  it('refuses a decided or already withdrawn application with 409 and changes nothing', async () => {
    const approved = await submitFor(world, ada);
    await reviewApplication(world.deps, staff, approved.id, { status: 'Approved' }, meta);
    await expect(withdrawApplication(world.deps, ada, approved.id, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: advanceMessages.withdrawNotAllowed,
    });
    expect(await statusOf(approved.id)).toBe('Approved');

    const denied = await submitFor(world, bob);
    await reviewApplication(
      world.deps,
      staff,
      denied.id,
      { status: 'Denied', reasons: ['other'], otherReason: 'Test' },
      meta,
    );
    await expect(withdrawApplication(world.deps, bob, denied.id, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const cy = await world.user('cy@x.test');
    const other = await submitFor(world, cy);
    await withdrawApplication(world.deps, cy, other.id, meta);
    await expect(withdrawApplication(world.deps, cy, other.id, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const reviews = await db.db
      .selectFrom('applicationReviews')
      .select('id')
      .where('applicationId', '=', other.id)
      .execute();
    expect(reviews).toHaveLength(1);
  });

  it("answers NOT_FOUND to user B withdrawing A's application, to staff and to a bad id", async () => {
    const application = await submitFor(world, ada);
    for (const who of [bob, staff]) {
      await expect(
        withdrawApplication(world.deps, who, application.id, meta),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: applicationMessages.notFound });
    }
    await expect(withdrawApplication(world.deps, ada, 'nope', meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await statusOf(application.id)).toBe('Submitted');
  });

  it('leaves a withdrawn application unreviewable by staff', async () => {
    const application = await submitFor(world, ada);
    await withdrawApplication(world.deps, ada, application.id, meta);
    await expect(
      reviewApplication(world.deps, staff, application.id, { status: 'Approved' }, meta),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: advanceMessages.withdrawnNoReview });
    expect(await statusOf(application.id)).toBe('Withdrawn');
  });

  it('lets one of 10 parallel withdrawals win, the others get 409', async () => {
    const application = await submitFor(world, ada);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => withdrawApplication(world.deps, ada, application.id, meta)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    }
  });

  it('racing a staff approval, exactly one wins and the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const applicant = await world.user(`race${round}@x.test`);
      const application = await submitFor(world, applicant);
      const [withdrawn, approved] = await Promise.allSettled([
        withdrawApplication(world.deps, applicant, application.id, meta),
        reviewApplication(world.deps, staff, application.id, { status: 'Approved' }, meta),
      ]);
      const status = await statusOf(application.id);
      const advance = await db.db
        .selectFrom('advances')
        .select('id')
        .where('applicationId', '=', application.id)
        .executeTakeFirst();
      if (status === 'Withdrawn') {
        expect(withdrawn.status).toBe('fulfilled');
        expect(approved).toMatchObject({
          status: 'rejected',
          reason: { code: 'CONFLICT', message: advanceMessages.withdrawnNoReview },
        });
        expect(advance).toBeUndefined();
      } else {
        expect(status).toBe('Approved');
        expect(approved.status).toBe('fulfilled');
        expect(withdrawn).toMatchObject({
          status: 'rejected',
          reason: { code: 'CONFLICT', message: advanceMessages.withdrawNotAllowed },
        });
        expect(advance).toBeDefined();
      }
    }
  });
});
