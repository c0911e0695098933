import {
  adverseActionTexts,
  decisionMessages,
  documentRequestTexts,
  type PublicUser,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  freshWorld,
  meta,
  submitFor,
} from '../advances/applicant-advance.fixture';
import { reviewApplication } from '../applications/review-application';
import { withdrawApplication } from '../applications/withdraw-application';
import { attachFile } from '../attachments/attach-file';
import { addDocumentItem } from '../document-requests/add-document-item';
import { satisfyDocumentItem } from '../document-requests/satisfy-document-item';

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

const review = (id: string, input: ReviewApplicationInput) =>
  reviewApplication(world.deps, staff, id, input, meta);
const mails = () => db.db.selectFrom('mailOutbox').selectAll().orderBy('createdAt').execute();
const openRequests = (applicationId: string) =>
  db.db
    .selectFrom('documentRequests')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .where('closedAt', 'is', null)
    .execute();
const itemsOf = (applicationId: string) =>
  db.db
    .selectFrom('documentRequestItems')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('position')
    .execute();
const financial = { category: 'financial' as const, description: 'Last two months' };
const items = [financial];
const adr = 'Additional Documentation Requested' as const;

async function askDocuments() {
  const app = await submitFor(world, ada);
  await review(app.id, { status: adr, documentRequest: { items, dueDate: '2026-11-30' } });
  await db.db.deleteFrom('mailOutbox').execute();
  return app;
}

describe(`issue 19 review fixes on ${describeTestDb()}`, () => {
  it('withdrawing closes the open request; the checklist is then refused (409)', async () => {
    const app = await askDocuments();
    const [item] = await itemsOf(app.id);
    await withdrawApplication(world.deps, ada, app.id, meta);
    expect(await openRequests(app.id)).toEqual([]);
    const row = await db.db
      .selectFrom('applications')
      .select(['documentsDueOn'])
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(row.documentsDueOn).toBeNull();
    const input = { applicationId: app.id, itemId: item?.id ?? '' };
    await expect(satisfyDocumentItem(world.deps, staff, input, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: decisionMessages.requestNotActive,
    });
    await expect(
      addDocumentItem(world.deps, staff, { applicationId: app.id, ...financial }, meta),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: decisionMessages.requestNotActive });
  });

  it('staff uploads may not answer an item (400)', async () => {
    const app = await askDocuments();
    const [item] = await itemsOf(app.id);
    await expect(
      attachFile(
        world.deps,
        staff,
        {
          applicationId: app.id,
          objectPath: '/objects/uploads/x',
          fileName: 'a.pdf',
          documentItemId: item?.id,
        } as never,
        meta,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: decisionMessages.staffCannotAnswerItem,
    });
  });

  it('adding an item to an overdue request moves its due date and tells the applicant', async () => {
    const app = await askDocuments();
    world.setToday('2026-12-05');
    const request = await addDocumentItem(
      world.deps,
      staff,
      { applicationId: app.id, category: 'identity', description: 'Front of your ID' },
      meta,
    );
    expect(request.dueDate).toBe('2027-01-04');
    expect(request.overdue).toBe(false);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(documentRequestTexts.title);
    expect(mail?.textBody).toContain('Front of your ID');
    expect(mail?.textBody).toContain('Last two months');
  });

  it('moving to ADR needs a list; keeping ADR without one keeps the checklist', async () => {
    const app = await submitFor(world, ada);
    await expect(review(app.id, { status: adr })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: decisionMessages.documentRequestRequired,
    });
    await review(app.id, { status: adr, documentRequest: { items } });
    const [before] = await openRequests(app.id);
    await db.db.deleteFrom('mailOutbox').execute();
    await review(app.id, { status: adr, reviewNotes: 'Called her' });
    expect(await openRequests(app.id)).toEqual([before]);
    expect(await mails()).toEqual([]);
    await review(app.id, { status: adr, documentRequest: { items: [financial, financial] } });
    const [after] = await openRequests(app.id);
    expect(after?.id).not.toBe(before?.id);
  });

  it('a kept denial sends a new notice only when its reasons change', async () => {
    const app = await submitFor(world, ada);
    await review(app.id, { status: 'Denied', reasons: ['income_unverified'] });
    await db.db.deleteFrom('mailOutbox').execute();
    await review(app.id, { status: 'Denied', reasons: ['income_unverified'] });
    expect(await mails()).toEqual([]);
    const again = await review(app.id, { status: 'Denied', reasons: ['incomplete_application'] });
    expect(again.decisionReasons?.map((r) => r.code)).toEqual(['incomplete_application']);
    const [notice, ...more] = await mails();
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(adverseActionTexts.title);
  });

  it('reopening a decided application restarts its clock', async () => {
    const app = await submitFor(world, ada);
    await review(app.id, { status: 'Denied', reasons: ['income_unverified'] });
    world.setToday('2026-12-10');
    const reopened = await review(app.id, { status: 'Waiting approval' });
    expect(reopened.completeSince?.slice(0, 10)).toBe('2026-12-10');
  });
});
