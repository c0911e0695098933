import { insertUserIfEmailFree } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { createInProcessEventBus, type EventBus } from '../events/event-bus';
import { type Logger, silentLogger } from '../logger';
import { domainDeps } from '../testing/domain-deps';
import type { ChatActor } from './conversation-access';
import { getConversation } from './get-conversation';
import { markConversationRead } from './mark-conversation-read';
import { sendChatMessage } from './send-chat-message';
import { startConversation } from './start-conversation';

let db: TestDb;
let deps: CoreDeps;
let errors: unknown[];
let customer: ChatActor;
let staff: ChatActor;

const depsWith = (events: EventBus, log: Logger): CoreDeps =>
  domainDeps(db, { name: 'chat', events, log });

const userWith = async (role: 'user' | 'admin', email = `${role}@x.test`): Promise<ChatActor> => {
  const row = await insertUserIfEmailFree(db.db, {
    email,
    passwordHash: null,
    role,
  });
  if (!row) throw new Error('user not created');
  return { id: row.id, role };
};

const staffNumber = (n: number) => userWith('admin', `admin${n}@x.test`);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  errors = [];
  deps = depsWith(createInProcessEventBus(), {
    ...silentLogger,
    error: (obj) => errors.push(obj),
  });
  customer = await userWith('user');
  staff = await userWith('admin');
});

describe(`chat counters on ${describeTestDb()}`, () => {
  it('keeps each unread counter equal to the unread messages while sends and reads race', async () => {
    // Several staff members (each under their own rate limit) write while both sides read.
    const staffMembers = [staff, ...(await Promise.all([2, 3, 4].map((n) => staffNumber(n))))];
    const { id } = await startConversation(deps, customer, {});
    const writers = [customer, ...staffMembers];
    // Staggered by a millisecond each, so reads land between and during the writes.
    let sent = 0;
    await Promise.all(
      Array.from({ length: 140 }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, n));
        if (n % 2) return markConversationRead(deps, n % 4 === 1 ? customer : staff, id);
        const writer = writers[sent % writers.length] ?? staff;
        const content = `#${sent++}`;
        return sendChatMessage(deps, writer, { conversationId: id, content });
      }),
    );
    const conversation = await getConversation(deps, staff, { id, includeAll: true });
    expect(conversation.messages).toHaveLength(70);
    const unreadFrom = (side: 'user' | 'admin') =>
      conversation.messages.filter((m) => m.senderType === side && !m.isRead).length;
    expect(conversation.unreadByAdmin).toBe(unreadFrom('user'));
    expect(conversation.unreadByUser).toBe(unreadFrom('admin'));
    expect(errors).toEqual([]);
  });

  it('keeps a saved message when announcing it fails, and logs the failure', async () => {
    const failing = depsWith(
      {
        publish: () => {
          throw new Error('bus down');
        },
        subscribe: () => () => {},
      },
      { ...silentLogger, error: (obj) => errors.push(obj) },
    );
    const { id } = await startConversation(failing, customer, {});
    const message = await sendChatMessage(failing, customer, { conversationId: id, content: 'Hi' });
    expect((await getConversation(deps, customer, { id })).messages).toEqual([message]);
    expect(errors).toHaveLength(1);
  });
});
