import {
  type AdvanceNoticeKind,
  advanceNoticeKinds,
  benefitsNoticeMessages,
  type PublicUser,
} from '@advance/contracts';
import { inTransaction } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdvanceWorld, advanceFor, freshWorld } from './applicant-advance.fixture';
import { notifyApplicant } from './notify-applicant';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  ({ world, applicant: ada, staff } = await freshWorld(db));
});

/** What each notice must say, beyond its title. */
const mustSay: Record<AdvanceNoticeKind, (dueDate: string) => string[]> = {
  funded: (due) => ['Annual percentage rate (APR)', 'Amount financed', due, '42 U.S.C. §407'],
  payment_notice: (due) => [due, 'How to pay', '42 U.S.C. §407'],
  payment_receipt: () => ['$120', '2026-01-05', 'Left to pay'],
  repaid: () => ['fully repaid'],
  authorization_ended: () => ['$75', 'both attempts failed', '42 U.S.C. §407'],
  cancelled: () => ['owe nothing', 'Reason: Bank details wrong'],
};

describe(`notifyApplicant on ${describeTestDb()}`, () => {
  it('writes a Message Center message and an outbox mail for each kind, in the caller transaction', async () => {
    const { applicationId, advance } = await advanceFor(world, ada, staff);
    for (const kind of advanceNoticeKinds) {
      await db.db.deleteFrom('messages').execute();
      await db.db.deleteFrom('mailOutbox').execute();
      const told = await inTransaction(db.db, (trx) =>
        notifyApplicant(trx, world.deps, {
          userId: ada.id,
          applicationId,
          kind,
          advance,
          payment: { amountCents: 12_000, receivedOn: '2026-01-05' },
          reason: 'Bank details wrong',
          authorization: { amountCents: 7500, payOn: advance.dueDate },
        }),
      );
      expect(told).toBe(true);
      const [message, ...moreMessages] = await db.db
        .selectFrom('messages')
        .selectAll()
        .where('userId', '=', ada.id)
        .execute();
      expect(moreMessages).toEqual([]);
      expect(message?.applicationId).toBe(applicationId);
      const [mail, ...moreMails] = await db.db.selectFrom('mailOutbox').selectAll().execute();
      expect(moreMails).toEqual([]);
      expect(mail?.toAddress).toBe(ada.email);
      expect(mail?.subject).toBe(message?.title);
      // The same words, line by line (figure lines become a list in the mail).
      for (const line of (message?.content ?? 'missing').split('\n').filter(Boolean))
        expect(mail?.textBody).toContain(line);
      expect(mail?.textBody).toContain(benefitsNoticeMessages.notice);
      expect(mail?.htmlBody).toContain('<p');
      for (const phrase of mustSay[kind](advance.dueDate)) {
        expect(message?.content, `${kind}: ${phrase}`).toContain(phrase);
      }
    }
  });

  it('rolls back with the transaction that failed, and tells nobody when the account is gone', async () => {
    const { applicationId, advance } = await advanceFor(world, ada, staff);
    await db.db.deleteFrom('messages').execute();
    await db.db.deleteFrom('mailOutbox').execute();
    await expect(
      inTransaction(db.db, async (trx) => {
        await notifyApplicant(trx, world.deps, {
          userId: ada.id,
          applicationId,
          kind: 'repaid',
          advance,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.db.selectFrom('messages').select('id').execute()).toEqual([]);
    expect(await db.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
    expect(
      await notifyApplicant(db.db, world.deps, {
        userId: null,
        applicationId,
        kind: 'repaid',
        advance,
      }),
    ).toBe(false);
  });
});
