import { addDays, type PublicUser, todayInNewYork } from '@advance/contracts';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  advanceFor,
  advanceWorld,
  freshWorld,
  meta,
} from './applicant-advance.fixture';
import { cancelAdvance } from './cancel-advance';
import { recordPayment } from './record-payment';
import { sendPaymentNotices } from './send-payment-notices';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  ({ world, applicant: ada, staff } = await freshWorld(db, { config: { paymentNoticeDays: 5 } }));
});

const noticeMessages = (userId: string) =>
  db.db
    .selectFrom('messages')
    .select(['title', 'content', 'type', 'applicationId'])
    .where('userId', '=', userId)
    .where('type', '=', 'action_required')
    .execute();
const noticeMails = (to: string) =>
  db.db
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody', 'htmlBody'])
    .where('toAddress', '=', to)
    .where('subject', 'like', '% is due on %')
    .execute();

describe(`sendPaymentNotices on ${describeTestDb()}`, () => {
  it('sends one notice N days before the due date, with amount, date and how to pay', async () => {
    const { applicationId, advance } = await advanceFor(world, ada, staff);
    world.setToday(addDays(advance.dueDate, -6));
    expect(await sendPaymentNotices(world.deps)).toBe(0);
    world.setToday(addDays(advance.dueDate, -5));
    const kicks = world.kicks();
    expect(await sendPaymentNotices(world.deps)).toBe(1);
    expect(world.kicks()).toBe(kicks + 1);
    expect(await sendPaymentNotices(world.deps)).toBe(0);

    const amount = `$${(advance.balanceCents / 100).toFixed(0)}`;
    const messages = await noticeMessages(ada.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      applicationId,
      title: `${amount} is due on ${advance.dueDate}`,
    });
    expect(messages[0]?.content).toContain('42 U.S.C. §407');
    expect(messages[0]?.content).toContain('How to pay');
    const mails = await noticeMails(ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(advance.dueDate);
    expect(mails[0]?.textBody).toContain(amount);
    expect(mails[0]?.textBody).toContain('never take your Social Security benefit');
    const logged = await db.db
      .selectFrom('activityLog')
      .select('targetId')
      .where('action', '=', 'advance.payment_notice_sent')
      .execute();
    expect(logged).toEqual([{ targetId: advance.id }]);
  });

  it('sends one notice when several runs race', async () => {
    const { advance } = await advanceFor(world, ada, staff);
    world.setToday(addDays(advance.dueDate, -3));
    const sent = await Promise.all(Array.from({ length: 5 }, () => sendPaymentNotices(world.deps)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await noticeMessages(ada.id)).toHaveLength(1);
    expect(await noticeMails(ada.email)).toHaveLength(1);
  });

  it('respects the configured number of days', async () => {
    world = advanceWorld(db, { paymentNoticeDays: 2 });
    const { advance } = await advanceFor(world, ada, staff);
    world.setToday(addDays(advance.dueDate, -3));
    expect(await sendPaymentNotices(world.deps)).toBe(0);
    world.setToday(addDays(advance.dueDate, -2));
    expect(await sendPaymentNotices(world.deps)).toBe(1);
  });

  it('sends nothing for repaid, cancelled or unfunded advances', async () => {
    const repaid = await advanceFor(world, ada, staff);
    await recordPayment(
      world.deps,
      staff,
      {
        id: repaid.applicationId,
        amount: repaid.advance.balanceCents,
        receivedAt: todayInNewYork(world.clock.now),
        method: 'ach',
        reference: null,
      },
      meta,
    );
    const bob = await world.user('bob@x.test');
    const cancelled = await advanceFor(world, bob, staff, { fund: false });
    await cancelAdvance(
      world.deps,
      staff,
      { id: cancelled.applicationId, reason: 'Duplicate' },
      meta,
    );
    const cy = await world.user('cy@x.test');
    const unfunded = await advanceFor(world, cy, staff, { fund: false });
    world.setToday(unfunded.advance.dueDate);
    expect(await sendPaymentNotices(world.deps)).toBe(0);
    for (const who of [ada, bob, cy]) expect(await noticeMessages(who.id)).toEqual([]);
  });
});
