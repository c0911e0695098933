import type { PublicUser } from '@advance/contracts';
import { closeOpenDocumentRequest, insertDocumentItems, insertDocumentRequest } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdvanceWorld, advanceWorld, submitFor } from '../advances/applicant-advance.fixture';
import { refreshCompleteness } from './refresh-completeness';
import { sendDocumentReminders } from './send-document-reminders';

let db: TestDb;
let world: AdvanceWorld;
let ada: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  world = advanceWorld(db);
  ada = await world.user('ada@x.test');
});

/** Ada's application with a request made on `madeOn`, due on `dueDate`, two items pending. */
async function requestFor(madeOn: string, dueDate: string, applicant?: PublicUser) {
  world.setToday(madeOn);
  const application = await submitFor(world, applicant ?? ada);
  // Reminders go only while the application asks for documents.
  await db.db
    .updateTable('applications')
    .set({ status: 'Additional Documentation Requested' })
    .where('id', '=', application.id)
    .execute();
  const request = await insertDocumentRequest(db.db, {
    applicationId: application.id,
    dueDate,
    requestedBy: null,
  });
  // Made on that day (the schema keeps created_at out of updates; a test may set it).
  await db.db
    .updateTable('documentRequests')
    .set({ createdAt: world.clock.now } as never)
    .where('id', '=', request.id)
    .execute();
  const items = await insertDocumentItems(
    db.db,
    request,
    [
      { category: 'financial', description: 'Last two months' },
      { category: 'benefits', description: 'Award letter for 2026' },
    ],
    null,
  );
  await refreshCompleteness(db.db, application.id, world.clock.now);
  return { application, request, items };
}

const reminderMails = () =>
  db.db
    .selectFrom('mailOutbox')
    .select(['toAddress', 'subject', 'textBody', 'htmlBody'])
    .where('subject', 'like', 'Documents due%')
    .orderBy('createdAt')
    .execute();
const reminderMessages = () =>
  db.db
    .selectFrom('messages')
    .select(['userId', 'title', 'content', 'type'])
    .where('title', 'like', 'Documents due%')
    .orderBy('sentAt')
    .execute();

/** Runs the job on each day from `from` to `to` (noon in New York, so UTC too). */
async function runDaily(from: string, to: string) {
  const sent: Record<string, number> = {};
  for (let day = from; day <= to; day = nextDay(day)) {
    world.setToday(day);
    sent[day] = await sendDocumentReminders(world.deps);
  }
  return sent;
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe(`sendDocumentReminders on ${describeTestDb()}`, () => {
  it('reminds 7 days and 1 day before the due date, once each, with the pending items', async () => {
    await requestFor('2026-06-01', '2026-07-01');
    const sent = await runDaily('2026-06-01', '2026-07-03');
    expect(Object.entries(sent).filter(([, n]) => n > 0)).toEqual([
      ['2026-06-24', 1],
      ['2026-06-30', 1],
    ]);
    // Another run the same day sends nothing more.
    expect(await sendDocumentReminders(world.deps)).toBe(0);

    const mails = await reminderMails();
    expect(mails.map((m) => m.subject)).toEqual([
      'Documents due in 7 days',
      'Documents due tomorrow',
    ]);
    for (const mail of mails) {
      expect(mail.toAddress).toBe('ada@x.test');
      expect(mail.textBody).toContain('Please upload them by 2026-07-01');
      expect(mail.textBody).toContain('Last two months');
      expect(mail.textBody).toContain('Award letter for 2026');
      expect(mail.htmlBody).toContain('Award letter for 2026');
    }
    const messages = await reminderMessages();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ userId: ada.id, type: 'action_required' });
    expect(messages[0]?.content).toContain('- Financial: Last two months');
    const logged = await db.db
      .selectFrom('activityLog')
      .select('details')
      .where('action', '=', 'document_request.reminder_sent')
      .execute();
    expect(logged.map((row) => (row.details as { reminder: number }).reminder)).toEqual([7, 1]);
  });

  it('lists only the items still pending, and sends a late 7-day reminder with the days left', async () => {
    const { items } = await requestFor('2026-06-01', '2026-07-01');
    await db.db
      .updateTable('documentRequestItems')
      .set({ state: 'received' })
      .where('id', '=', items[0]?.id ?? '')
      .execute();
    world.setToday('2026-06-26');
    expect(await sendDocumentReminders(world.deps)).toBe(1);
    const [mail] = await reminderMails();
    expect(mail?.subject).toBe('Documents due in 5 days');
    expect(mail?.textBody).not.toContain('Last two months');
    expect(mail?.textBody).toContain('Award letter for 2026');
  });

  it('gives a request made 3 days before its due date only the 1-day reminder', async () => {
    await requestFor('2026-06-28', '2026-07-01');
    const sent = await runDaily('2026-06-28', '2026-07-02');
    expect(Object.entries(sent).filter(([, n]) => n > 0)).toEqual([['2026-06-30', 1]]);
    expect((await reminderMails()).map((m) => m.subject)).toEqual(['Documents due tomorrow']);
  });

  it('sends nothing when nothing is pending or the request is closed', async () => {
    const done = await requestFor('2026-06-01', '2026-07-01');
    await db.db
      .updateTable('documentRequestItems')
      .set({ state: 'satisfied' })
      .where('requestId', '=', done.request.id)
      .execute();
    const closed = await requestFor('2026-06-01', '2026-07-01', await world.user('bo@x.test'));
    await closeOpenDocumentRequest(db.db, closed.application.id, world.clock.now);
    const sent = await runDaily('2026-06-20', '2026-07-01');
    expect(Object.values(sent).every((n) => n === 0)).toBe(true);
    expect(await reminderMails()).toEqual([]);
    expect(await reminderMessages()).toEqual([]);
  });

  it('sends exactly one reminder when runs race', async () => {
    await requestFor('2026-06-01', '2026-07-01');
    world.setToday('2026-06-24');
    const kicks = world.kicks();
    const sent = await Promise.all(
      Array.from({ length: 8 }, () => sendDocumentReminders(world.deps)),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminderMails()).toHaveLength(1);
    expect(await reminderMessages()).toHaveLength(1);
    expect(world.kicks()).toBe(kicks + 1);
  });
});
