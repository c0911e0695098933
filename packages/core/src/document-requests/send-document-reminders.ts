import { type DocumentRequestItemInput, dueDateAfter, type Locale } from '@advance/contracts';
import {
  claimDocumentReminder,
  type Db,
  type DocumentRequestRow,
  findApplicationById,
  insertMessage,
  inTransaction,
  listDocumentItems,
  listDocumentRequestsDueReminder,
  type ReminderDay,
  type ReminderKind,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { decisionRecipient } from '../decisions/recipient';
import type { CoreDeps } from '../deps';
import { documentReminderMail } from '../mail/templates/document-reminder-mail';
import { documentItemLine } from '../mail/templates/document-request-mail';
import { documentReminderNotice } from '../mail/templates/message-center-notices';

type Deps = Pick<CoreDeps, 'db' | 'config' | 'outbox' | 'log' | 'now'>;

const BATCH = 100;
const DAY_MS = 86_400_000;

/** Whole days from `today` to `dueDate` (both YYYY-MM-DD). */
const daysUntil = (dueDate: string, today: string) =>
  Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * Issue 19: reminds applicants of documents still needed, 7 days and 1 day before a request's
 * due date (DOCUMENT_REMINDER_DAYS), each once, while the request is open with items pending.
 * Run hourly by the server. Each reminder is claimed with a guarded update in the transaction
 * that writes its message and mail, so two instances running at once send one, and a failure
 * leaves it for the next run. Dates are UTC, as due dates are chosen. Returns how many went.
 */
export async function sendDocumentReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const day: ReminderDay = {
    today: dueDateAfter(0, now),
    tomorrow: dueDateAfter(1, now),
    inAWeek: dueDateAfter(7, now),
  };
  let sent = 0;
  // Batches until none is left; a request claimed or failed is not listed again, so this ends.
  const failed = new Set<string>();
  for (;;) {
    const candidates = (await listDocumentRequestsDueReminder(deps.db, day, BATCH + failed.size))
      .filter((row) => !failed.has(row.id))
      .slice(0, BATCH);
    if (candidates.length === 0) break;
    for (const candidate of candidates) {
      try {
        if (await remindOne(deps, candidate, day)) sent++;
      } catch (error) {
        failed.add(candidate.id);
        deps.log.error(
          { err: error, requestId: candidate.id },
          'Sending a document reminder failed',
        );
      }
    }
  }
  if (sent > 0) deps.outbox.kick();
  return sent;
}

/** Claims and sends one reminder; false when another run got it first or nothing is pending. */
function remindOne(deps: Deps, candidate: DocumentRequestRow, day: ReminderDay) {
  const days = daysUntil(candidate.dueDate, day.today);
  const kind: ReminderKind = days <= 1 ? 1 : 7;
  return inTransaction(deps.db, async (trx) => {
    const request = await claimDocumentReminder(trx, candidate.id, kind, day, deps.now());
    if (!request) return false;
    const application = await findApplicationById(trx, request.applicationId);
    if (!application) return false;
    const pending = (await listDocumentItems(trx, request.id)).filter(
      (item) => item.state === 'pending',
    );
    const to = await decisionRecipient(trx, deps, application);
    // Stored from the contract's list, so each is one of its categories.
    const asInput = (item: (typeof pending)[number]): DocumentRequestItemInput => ({
      category: item.category as DocumentRequestItemInput['category'],
      description: item.description,
    });
    // The message and the e-mail name each category in the customer's language (issue 20).
    const items = pending.map((item) => documentItemLine(asInput(item), to.locale));
    if (to.userId) await remindInMessageCenter(trx, to.userId, to.locale, request, days, items);
    const mail = await documentReminderMail({
      firstName: to.firstName,
      days,
      dueDate: request.dueDate,
      items,
      dashboardUrl: to.dashboardUrl,
      locale: to.locale,
    });
    await deps.outbox.enqueue(trx, { to: to.email, ...mail });
    await logActivity(trx, {
      actorId: null,
      action: activityActions.documentReminderSent,
      targetType: 'application',
      targetId: application.id,
      details: {
        requestId: request.id,
        reminder: kind,
        dueDate: request.dueDate,
        items: items.length,
      },
      ipAddress: null,
    });
    return true;
  });
}

/** The same words in the Message Center (in the customer's language), filed as needing action. */
const remindInMessageCenter = (
  trx: Db,
  userId: string,
  locale: Locale,
  request: DocumentRequestRow,
  days: number,
  items: string[],
) =>
  insertMessage(trx, {
    userId,
    senderId: null,
    applicationId: request.applicationId,
    type: 'action_required',
    ...documentReminderNotice(locale, { days, dueDate: request.dueDate, items }),
  });
