import {
  chatMessages,
  isStaffRole,
  messageCenterMessages,
  type PublicUser,
  type Reply,
} from '@advance/contracts';
import {
  findBroadcastById,
  findBroadcastForRecipient,
  findMessageById,
  findMessageReplyByKey,
  findUserById,
  insertMessageReply,
  insertMessageReplyOnce,
  type MessageReplyRow,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { findInboxEntry } from './find-inbox-entry';
import { toReply } from './to-inbox-message';

export interface ReplyToMessageInput {
  messageId: string;
  /** Trimmed and checked by the contract schema. */
  content: string;
  /** Staff replying to a broadcast: the customer whose thread it is. Ignored otherwise. */
  userId?: string | undefined;
  /** The client's key for this reply: sent again, it answers with the first one. */
  idempotencyKey?: string | undefined;
}

type Thread =
  | { messageId: string; broadcastId: null; userId: string }
  | { messageId: null; broadcastId: string; userId: string };

const notFound = () => new DomainError('NOT_FOUND', messageCenterMessages.notFound);

/** A customer answers in their own thread of a message they can read. */
async function customerThread(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  messageId: string,
): Promise<Thread> {
  const entry = await findInboxEntry(deps, actor, messageId);
  if (!entry) throw notFound();
  return entry.kind === 'direct'
    ? { messageId: entry.row.id, broadcastId: null, userId: actor.id }
    : { messageId: null, broadcastId: entry.row.id, userId: actor.id };
}

/**
 * Staff answer any direct message in its recipient's thread. A broadcast has one thread
 * per customer, so staff name the customer (`userId`), who must be one who receives it.
 */
async function staffThread(deps: CoreDeps, input: ReplyToMessageInput): Promise<Thread> {
  const direct = await findMessageById(deps.db, input.messageId);
  if (direct) return { messageId: direct.id, broadcastId: null, userId: direct.userId };
  const broadcast = await findBroadcastById(deps.db, input.messageId);
  if (!broadcast) throw notFound();
  if (!input.userId) {
    throw new DomainError('BAD_REQUEST', chatMessages.userNotFound, {
      fieldErrors: { userId: chatMessages.userNotFound },
    });
  }
  const customer = isUuid(input.userId) ? await findUserById(deps.db, input.userId) : undefined;
  const receives =
    customer?.role === 'user' &&
    (await findBroadcastForRecipient(deps.db, broadcast.id, customer.id)) !== undefined;
  if (!customer || !receives) throw new DomainError('NOT_FOUND', chatMessages.userNotFound);
  return { messageId: null, broadcastId: broadcast.id, userId: customer.id };
}

/**
 * POST /api/messages/{id}/replies. The role decides who speaks: customers reply as
 * `user`, staff as `support` (spec part 7: "admin adds sentBy support"); a client's own
 * `sentBy` is never read. The content is stored as the text it is. Replies are counted
 * per user before anything is looked up, so a script cannot flood a thread.
 */
/** A resent reply (same sender and key) answers with the first; another text is refused. */
function replayOf(row: MessageReplyRow, input: ReplyToMessageInput): Reply {
  const sameThread = row.messageId === input.messageId || row.broadcastId === input.messageId;
  if (!sameThread || row.content !== input.content)
    throw new DomainError('UNPROCESSABLE_CONTENT', chatMessages.idempotencyKeyReused);
  return toReply(row);
}

export async function replyToMessage(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  input: ReplyToMessageInput,
): Promise<Reply> {
  if (!isUuid(input.messageId)) throw notFound();
  const key = input.idempotencyKey;
  // Checked before the rate limit: a retry of a stored reply is not a new one.
  const earlier = key && (await findMessageReplyByKey(deps.db, actor.id, key));
  if (earlier) return replayOf(earlier, input);
  await consumeLimit(
    deps.db,
    `message-reply:user:${actor.id}`,
    rateRules.messageRepliesPerUser,
    deps.now(),
    messageCenterMessages.replyTooFast,
    { actorId: actor.id },
  );
  const staff = isStaffRole(actor.role);
  const thread = staff
    ? await staffThread(deps, input)
    : await customerThread(deps, actor, input.messageId);
  const fields = {
    ...thread,
    content: input.content,
    sentBy: staff ? ('support' as const) : ('user' as const),
    senderId: actor.id,
  };
  const row = key
    ? await insertMessageReplyOnce(deps.db, { ...fields, idempotencyKey: key })
    : await insertMessageReply(deps.db, fields);
  if (!row) {
    // A concurrent twin with the same key stored it first.
    const first = key && (await findMessageReplyByKey(deps.db, actor.id, key));
    if (!first) throw notFound();
    return replayOf(first, input);
  }
  // Staff words to a customer are audited (issue 11); the text itself stays in the thread.
  if (staff) {
    await logActivity(deps.db, {
      actorId: actor.id,
      action: activityActions.messageRepliedByStaff,
      targetType: thread.messageId ? 'message' : 'broadcast',
      targetId: thread.messageId ?? thread.broadcastId,
      details: { replyId: row.id, customerId: thread.userId },
    });
  }
  return toReply(row);
}
