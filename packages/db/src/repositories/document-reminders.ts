import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';
import type { DocumentRequestRow } from './document-requests';

/**
 * Issue 19: the reminder e-mails before a document request's due date. Which reminder is due
 * is decided from dates only (YYYY-MM-DD, UTC, as the due date is written): `tomorrow` and
 * `inAWeek` are today + 1 and today + 7.
 */
export interface ReminderDay {
  today: string;
  tomorrow: string;
  inAWeek: string;
}

export type ReminderKind = 7 | 1;

/** The UTC midnight `days` before the due date, as a timestamptz whatever the session zone. */
const dayBeforeDue = (days: number) =>
  sql<Date>`((document_requests.due_date - ${sql.lit(days)})::timestamp at time zone 'UTC')`;

/** Safety net: reminders only while the application still asks for documents. */
const stillRequested = (eb: ExpressionBuilder<Database, 'documentRequests'>) =>
  eb.exists(
    eb
      .selectFrom('applications')
      .select(sql.lit(1).as('one'))
      .whereRef('applications.id', '=', 'documentRequests.applicationId')
      .where('applications.status', '=', 'Additional Documentation Requested'),
  );

const hasPendingItem = (eb: ExpressionBuilder<Database, 'documentRequests'>) =>
  eb.exists(
    eb
      .selectFrom('documentRequestItems')
      .select(sql.lit(1).as('one'))
      .whereRef('documentRequestItems.requestId', '=', 'documentRequests.id')
      .where('documentRequestItems.state', '=', 'pending'),
  );

/**
 * A reminder is due once its day came while the request was open: the 1-day one when the due
 * date is tomorrow; the 7-day one from 7 days before until 2 days before, unless a reminder went
 * already. A request created after a reminder's day skips it (one made 3 days before its due
 * date gets only the 1-day reminder), so nobody gets a reminder on the day of the request.
 */
const reminderDue = (kind: ReminderKind, day: ReminderDay) =>
  kind === 1
    ? sql<SqlBool>`document_requests.due_date = ${day.tomorrow}::date
        and document_requests.day_reminder_at is null
        and document_requests.created_at < ${dayBeforeDue(1)}`
    : sql<SqlBool>`document_requests.due_date > ${day.tomorrow}::date
        and document_requests.due_date <= ${day.inAWeek}::date
        and document_requests.week_reminder_at is null
        and document_requests.day_reminder_at is null
        and document_requests.created_at < ${dayBeforeDue(7)}`;

/** Open requests with pending items whose next reminder is due (a page of them). */
export const listDocumentRequestsDueReminder = (
  db: Db,
  day: ReminderDay,
  limit: number,
): Promise<DocumentRequestRow[]> =>
  db
    .selectFrom('documentRequests')
    .selectAll()
    .where('closedAt', 'is', null)
    // The range first, so the open-due partial index narrows it to a week of due dates.
    .where('dueDate', '>', day.today)
    .where('dueDate', '<=', day.inAWeek)
    .where((eb) => eb.or([reminderDue(1, day), reminderDue(7, day)]))
    .where(hasPendingItem)
    .where(stillRequested)
    .orderBy('dueDate')
    .orderBy('id')
    .limit(limit)
    .execute();

/**
 * Claims one reminder for sending: a guarded update that re-checks everything, so of two
 * instances (or two runs) only one gets the row back and sends. In the sending transaction,
 * so a failed send leaves the reminder for the next run.
 */
export const claimDocumentReminder = (
  db: Db,
  requestId: string,
  kind: ReminderKind,
  day: ReminderDay,
  at: Date,
): Promise<DocumentRequestRow | undefined> =>
  db
    .updateTable('documentRequests')
    .set(kind === 1 ? { dayReminderAt: at } : { weekReminderAt: at })
    .where('id', '=', requestId)
    .where('closedAt', 'is', null)
    .where(reminderDue(kind, day))
    .where(hasPendingItem)
    .where(stillRequested)
    .returningAll()
    .executeTakeFirst();
