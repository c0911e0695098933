import { clockDays, type PublicUser } from '@advance/contracts';
import { insertDocumentItems, insertDocumentRequest } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAdminSummary } from '../admin/get-admin-summary';
import { type AdvanceWorld, advanceWorld, submitFor } from '../advances/applicant-advance.fixture';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { listApplications } from './list-applications';

/**
 * Issue 19: the 30-day clock (complete_since), the Incomplete queue (documents_due_on) and the
 * two summary cards, with a clock the test moves.
 */
let db: TestDb;
let world: AdvanceWorld;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
});

const DAY = 86_400_000;
let applicants = 0;

/** Submits an application at `at` from a new applicant. */
async function submitAt(at: string) {
  world.clock.now = new Date(at);
  applicants += 1;
  const user: PublicUser = await world.user(`person${applicants}@x.test`);
  return submitFor(world, user);
}

/** Opens a document request due on `dueDate` with one pending item (as a review would). */
async function requestDocuments(applicationId: string, dueDate: string) {
  const request = await insertDocumentRequest(db.db, { applicationId, dueDate, requestedBy: null });
  await insertDocumentItems(
    db.db,
    request,
    [{ category: 'financial', description: 'Last two months' }],
    null,
  );
  await refreshCompleteness(db.db, applicationId, world.clock.now);
  return request;
}

const list = (query: Partial<Parameters<typeof listApplications>[1]> = {}) =>
  listApplications(world.deps, { limit: 20, offset: 0, ...query });

describe(`the decision clock on ${describeTestDb()}`, () => {
  it('starts at submission, stops while documents are pending and counts whole days', async () => {
    const app = await submitAt('2026-03-01T10:00:00Z');
    expect(app.completeSince).toBe('2026-03-01T10:00:00.000Z');
    expect(clockDays(app.completeSince, new Date('2026-03-26T09:59:59Z'))).toBe(24);
    expect(clockDays(app.completeSince, new Date('2026-03-26T10:00:00Z'))).toBe(25);

    world.clock.now = new Date('2026-03-02T10:00:00Z');
    await requestDocuments(app.id, '2026-03-20');
    const [waiting] = (await list()).items;
    expect(waiting).toMatchObject({ completeSince: null, documentsDueOn: '2026-03-20' });
    expect(clockDays(waiting?.completeSince ?? null, world.clock.now)).toBeNull();

    // The last pending item arrives: the clock runs again from that moment.
    world.clock.now = new Date('2026-03-05T08:00:00Z');
    await db.db
      .updateTable('documentRequestItems')
      .set({ state: 'received' })
      .where('applicationId', '=', app.id)
      .execute();
    await refreshCompleteness(db.db, app.id, world.clock.now);
    expect((await list()).items[0]).toMatchObject({
      completeSince: '2026-03-05T08:00:00.000Z',
      documentsDueOn: null,
    });
  });

  it('sorts running clocks oldest first, then the rest newest first, page by page', async () => {
    const oldest = await submitAt('2026-03-01T10:00:00Z');
    const waitingDocs = await submitAt('2026-03-02T10:00:00Z');
    const middle = await submitAt('2026-03-03T10:00:00Z');
    const decided = await submitAt('2026-03-04T10:00:00Z');
    const newest = await submitAt('2026-03-05T10:00:00Z');
    await db.db
      .updateTable('applications')
      .set({ status: 'Approved' })
      .where('id', '=', decided.id)
      .execute();
    await requestDocuments(waitingDocs.id, '2026-03-30');
    // The middle one waited longest: its clock restarted after documents, but earlier.
    await db.db
      .updateTable('applications')
      .set({ completeSince: new Date('2026-02-20T00:00:00Z') })
      .where('id', '=', middle.id)
      .execute();

    const newestFirst = (await list()).items.map((a) => a.id);
    expect(newestFirst).toEqual([newest.id, decided.id, middle.id, waitingDocs.id, oldest.id]);
    const waiting = (await list({ sort: 'waiting' })).items.map((a) => a.id);
    expect(waiting).toEqual([middle.id, oldest.id, newest.id, decided.id, waitingDocs.id]);
    // Pages split the order exactly, across the border between the two groups too.
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2)
      pages.push(...(await list({ sort: 'waiting', limit: 2, offset })).items.map((a) => a.id));
    expect(pages).toEqual(waiting);
    expect(await list({ sort: 'waiting', limit: 2, offset: 4 })).toMatchObject({ total: 5 });
    // Filters still apply in the waiting order.
    const approved = await list({ sort: 'waiting', status: 'Approved' });
    expect(approved.items.map((a) => a.id)).toEqual([decided.id]);
  });

  it('keeps only undecided applications past their document due date as incomplete', async () => {
    const late = await submitAt('2026-03-01T10:00:00Z');
    const dueToday = await submitAt('2026-03-01T11:00:00Z');
    const lateDecided = await submitAt('2026-03-01T12:00:00Z');
    await submitAt('2026-03-01T13:00:00Z');
    world.clock.now = new Date('2026-03-02T10:00:00Z');
    await requestDocuments(late.id, '2026-03-09');
    await requestDocuments(dueToday.id, '2026-03-10');
    await requestDocuments(lateDecided.id, '2026-03-09');
    await db.db
      .updateTable('applications')
      .set({ status: 'Denied' })
      .where('id', '=', lateDecided.id)
      .execute();

    world.clock.now = new Date('2026-03-09T23:59:00Z');
    expect((await list({ incomplete: true })).total).toBe(0);
    world.clock.now = new Date('2026-03-10T00:00:00Z');
    const incomplete = await list({ incomplete: true });
    expect(incomplete.items.map((a) => a.id)).toEqual([late.id]);
    expect(incomplete).toMatchObject({ total: 1, totalCapped: false });
    expect(await getAdminSummary(world.deps)).toMatchObject({ incompleteCount: 1 });
    expect((await list({ incomplete: false })).total).toBe(4);
  });

  it('counts decisions due within 5 days from day 25, overdue included, undecided only', async () => {
    const now = new Date('2026-04-30T12:00:00Z');
    const at = (days: number, ms = 0) => new Date(now.getTime() - days * DAY + ms).toISOString();
    const day25 = await submitAt(at(25));
    const almost25 = await submitAt(at(25, 1));
    const overdue = await submitAt(at(40));
    const decided = await submitAt(at(31));
    const docs = await submitAt(at(29));
    await db.db
      .updateTable('applications')
      .set({ status: 'Approved' })
      .where('id', '=', decided.id)
      .execute();
    world.clock.now = new Date(at(28));
    await requestDocuments(docs.id, '2026-05-20');

    world.clock.now = now;
    const summary = await getAdminSummary(world.deps);
    expect(summary).toMatchObject({ decisionsDueSoon: 2, incompleteCount: 0, pendingReview: 4 });
    const first = (await list({ sort: 'waiting' })).items.map((a) => a.id);
    expect(first.slice(0, 3)).toEqual([overdue.id, day25.id, almost25.id]);
  });
});
