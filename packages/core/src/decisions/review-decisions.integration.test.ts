import {
  adverseActionTexts,
  applicationMessages,
  benefitsNoticeMessages,
  CREDITOR_ADDRESS_DEFAULT,
  CREDITOR_NAME_DEFAULT,
  DOCUMENT_REQUEST_DAYS_DEFAULT,
  decisionMessages,
  denialReasons,
  documentRequestTexts,
  dueDateAfter,
  ECOA_NOTICE,
  type PublicUser,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  advanceWorld,
  freshWorld,
  meta,
  submitFor,
} from '../advances/applicant-advance.fixture';
import { reviewApplication } from '../applications/review-application';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  ({ world, applicant: ada, staff } = await freshWorld(db, { today: '2026-11-20' }));
});

const review = (id: string, input: ReviewApplicationInput, deps = world.deps) =>
  reviewApplication(deps, staff, id, input, meta);
const mails = () => db.db.selectFrom('mailOutbox').selectAll().orderBy('createdAt').execute();
const messages = () =>
  db.db.selectFrom('messages').selectAll().where('userId', '=', ada.id).execute();
const requests = (applicationId: string) =>
  db.db
    .selectFrom('documentRequests')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .execute();
const items = [
  { category: 'financial' as const, description: 'Last two months' },
  { category: 'identity' as const, description: 'Front of your ID' },
];

describe(`review decisions on ${describeTestDb()}`, () => {
  it('a denial stores its reasons once each, in order, and sends the adverse-action notice', async () => {
    const app = await submitFor(world, ada);
    await db.db.deleteFrom('mailOutbox').execute();
    const kicks = world.kicks();
    const denied = await review(app.id, {
      status: 'Denied',
      reasons: ['income_unverified', 'other', 'income_unverified'],
      otherReason: '  We could not reach you by phone ',
    });
    expect(denied.decisionReasons).toEqual([
      { code: 'income_unverified', text: denialReasons.income_unverified.plain },
      { code: 'other', text: 'We could not reach you by phone' },
    ]);
    expect(world.kicks()).toBe(kicks + 1);

    const [notice, ...moreMessages] = await messages();
    expect(moreMessages).toEqual([]);
    expect(notice?.type).toBe('other');
    expect(notice?.title).toBe(adverseActionTexts.title);
    expect(notice?.content).toContain(adverseActionTexts.decision('$500'));
    expect(notice?.content).toContain('- We could not reach you by phone');
    expect(notice?.content).toContain(ECOA_NOTICE);

    const [mail, ...moreMails] = await mails();
    expect(moreMails).toEqual([]);
    expect(mail?.toAddress).toBe(ada.email);
    expect(mail?.subject).toBe(adverseActionTexts.title);
    for (const part of [mail?.textBody, mail?.htmlBody]) {
      expect(part).toContain(denialReasons.income_unverified.plain.slice(0, 30));
      expect(part).toContain('We could not reach you by phone');
      expect(part).toContain(CREDITOR_NAME_DEFAULT);
      expect(part).toContain(CREDITOR_ADDRESS_DEFAULT);
      expect(part).toContain('Federal Trade Commission');
      expect(part).toContain('http://localhost/dashboard');
    }
    expect(mail?.textBody).toContain(ECOA_NOTICE);
    expect(mail?.textBody).toContain(benefitsNoticeMessages.notice);

    const activity = await db.db
      .selectFrom('activityLog')
      .selectAll()
      .where('action', '=', 'application.adverse_action_sent')
      .execute();
    expect(activity).toHaveLength(1);
    expect(JSON.stringify(activity[0]?.details)).toContain('income_unverified');

    // Back to review: the reasons go with the denial.
    const reopened = await review(app.id, { status: 'Submitted' });
    expect(reopened.decisionReasons).toBeNull();
  });

  it('names the configured creditor, and a note-only review sends nothing new', async () => {
    const custom = advanceWorld(db, {
      creditorName: 'Acme Credit LLC',
      creditorAddress: '1 Elm St, Dover, DE 19901',
    });
    custom.setToday('2026-11-20');
    const app = await submitFor(custom, ada);
    await db.db.deleteFrom('mailOutbox').execute();
    await review(app.id, { status: 'Denied', reasons: ['income_insufficient'] }, custom.deps);
    const [mail] = await mails();
    expect(mail?.textBody).toContain(
      adverseActionTexts.creditor('Acme Credit LLC', '1 Elm St, Dover, DE 19901'),
    );
    const note = await review(
      app.id,
      { status: 'Denied', reasons: ['income_insufficient'], reviewNotes: 'Note' },
      custom.deps,
    );
    // A note with the same reasons keeps them and tells nobody (other reasons: see review-fixes).
    expect(note.decisionReasons?.map((r) => r.code)).toEqual(['income_insufficient']);
    expect(await mails()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
  });

  it('a document request opens with its items, replaces an open one, and any decision closes it', async () => {
    const app = await submitFor(world, ada);
    await db.db.deleteFrom('mailOutbox').execute();
    const asked = await review(app.id, {
      status: 'Additional Documentation Requested',
      documentRequest: { items, dueDate: '2026-12-01' },
    });
    expect(asked.documentsDueOn).toBe('2026-12-01');
    expect(asked.completeSince).toBeNull();
    const [message] = await messages();
    expect(message?.type).toBe('action_required');
    expect(message?.title).toBe(documentRequestTexts.title);
    expect(message?.content).toContain(documentRequestTexts.intro('2026-12-01'));
    expect(message?.content).toContain('Last two months');
    const [mail] = await mails();
    expect(mail?.subject).toBe(documentRequestTexts.title);
    expect(mail?.textBody).toContain('- Financial: Last two months');
    expect(mail?.htmlBody).toContain('Front of your ID');

    // Again, with the default due date: the new request replaces the open one.
    const again = await review(app.id, {
      status: 'Additional Documentation Requested',
      documentRequest: { items: items.slice(0, 1) },
    });
    const expectedDue = dueDateAfter(DOCUMENT_REQUEST_DAYS_DEFAULT, world.clock.now);
    expect(again.documentsDueOn).toBe(expectedDue);
    const afterAgain = await requests(app.id);
    expect(afterAgain.filter((r) => r.closedAt === null)).toHaveLength(1);
    expect(afterAgain).toHaveLength(2);

    const approved = await review(app.id, { status: 'Approved' });
    expect(approved.documentsDueOn).toBeNull();
    expect(approved.completeSince).not.toBeNull();
    expect((await requests(app.id)).every((r) => r.closedAt !== null)).toBe(true);
    const approval = (await mails()).at(-1);
    expect(approval?.textBody).toContain(applicationMessages.statusApproved);
    expect(approval?.textBody).toContain('Annual percentage rate (APR)');
    expect(approval?.textBody).toContain('Total of payments');
    expect(approval?.textBody).toMatch(/Due date: \d{4}-\d{2}-\d{2}/);
  });

  it('uses DOCUMENT_REQUEST_DAYS and refuses a bad due date with nothing written', async () => {
    const custom = advanceWorld(db, { documentRequestDays: 10 });
    custom.setToday('2026-11-20');
    const app = await submitFor(custom, ada);
    await db.db.deleteFrom('mailOutbox').execute();
    for (const [dueDate, text] of [
      ['2026-11-20', decisionMessages.dueDateNotFuture],
      ['2026-11-01', decisionMessages.dueDateNotFuture],
      ['2027-06-01', decisionMessages.dueDateTooFar],
      ['2026-02-30', decisionMessages.dueDateInvalid],
    ] as const) {
      await expect(
        review(
          app.id,
          { status: 'Additional Documentation Requested', documentRequest: { items, dueDate } },
          custom.deps,
        ),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: text });
    }
    expect(await requests(app.id)).toEqual([]);
    expect(await mails()).toEqual([]);
    const asked = await review(
      app.id,
      { status: 'Additional Documentation Requested', documentRequest: { items } },
      custom.deps,
    );
    expect(asked.documentsDueOn).toBe('2026-11-30');
  });

  it('Waiting approval e-mails the spec’s explanatory text', async () => {
    const app = await submitFor(world, ada);
    await db.db.deleteFrom('mailOutbox').execute();
    await review(app.id, { status: 'Waiting approval' });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Application update: Waiting approval');
    expect(mail?.textBody).toContain(applicationMessages.statusPending);
  });

  it('20 concurrent document requests leave exactly one open request', async () => {
    const app = await submitFor(world, ada);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        review(app.id, {
          status: 'Additional Documentation Requested',
          documentRequest: { items: [{ category: 'other', description: `Item ${i}` }] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const all = await requests(app.id);
    expect(all).toHaveLength(20);
    expect(all.filter((r) => r.closedAt === null)).toHaveLength(1);
  });
});
