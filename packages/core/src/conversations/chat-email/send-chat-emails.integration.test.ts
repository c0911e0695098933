import { chatEmailTexts } from '@advance/contracts';
import { insertUserIfEmailFree, markConversationMessagesRead } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setEmailPreferences } from '../../account/set-email-preferences';
import type { CoreDeps } from '../../deps';
import { silentLogger } from '../../logger';
import { createMailOutbox } from '../../mail/outbox';
import { createMailTransport } from '../../mail/transport';
import { sendChatEmails } from './send-chat-emails';

let db: TestDb;
let deps: CoreDeps;
let kicks: number;
const T0 = new Date('2026-11-20T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const SECRET = 'chat-secret-marker-8731';

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  kicks = 0;
  const now = () => new Date();
  const transport = createMailTransport({
    dataDir: '/tmp/chat-email-test-mail',
    from: 'App <app@x.test>',
    log: silentLogger,
  });
  const outbox = createMailOutbox({ db: db.db, transport, log: silentLogger, now });
  deps = {
    db: db.db,
    log: silentLogger,
    now,
    config: { appOrigin: 'http://app.test', superAdminEmail: 'root@x.test' },
    outbox: { ...outbox, kick: () => void kicks++ },
  } as Partial<CoreDeps> as CoreDeps;
});

/** The job as it runs at `when`. */
const runAt = (when: Date) => sendChatEmails({ ...deps, now: () => when });

async function customerWithConversation(email = 'ada@x.test') {
  const user = await insertUserIfEmailFree(db.db, { email, passwordHash: null, role: 'user' });
  if (!user) throw new Error('user not created');
  const conversation = await db.db
    .insertInto('conversations')
    .values({ userId: user.id, title: 'Help' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, email, conversationId: conversation.id };
}

/** A chat message written at `when`, keeping the unread counter as the real writer does. */
async function message(conversationId: string, when: Date, senderType: 'admin' | 'user' = 'admin') {
  await db.db
    .insertInto('conversationMessages')
    .values({ conversationId, content: SECRET, senderType, createdAt: when })
    .execute();
  const counter = senderType === 'admin' ? 'unreadByUser' : 'unreadByAdmin';
  await db.db
    .updateTable('conversations')
    .set((eb) => ({ [counter]: eb(counter, '+', 1), lastMessageAt: when }))
    .where('id', '=', conversationId)
    .execute();
}

const mailsTo = (to: string) =>
  db.db
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody', 'htmlBody'])
    .where('toAddress', '=', to)
    .execute();

describe(`sendChatEmails on ${describeTestDb()}`, () => {
  it('mails once when a staff message is still unread after 2 minutes, without its words', async () => {
    const ada = await customerWithConversation();
    await message(ada.conversationId, at(0));
    expect(await runAt(at(1))).toBe(0);
    expect(await runAt(at(2))).toBe(1);
    expect(kicks).toBe(1);
    expect(await runAt(at(3))).toBe(0);
    expect(await runAt(at(30))).toBe(0);

    const mails = await mailsTo(ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(chatEmailTexts.subject);
    expect(mails[0]?.textBody).toContain('http://app.test/dashboard');
    expect(mails[0]?.textBody).not.toContain(SECRET);
    expect(mails[0]?.htmlBody).not.toContain(SECRET);
    const logged = await db.db
      .selectFrom('activityLog')
      .select(['targetId'])
      .where('action', '=', 'conversation.unread_email_sent')
      .execute();
    expect(logged).toEqual([{ targetId: ada.conversationId }]);
  });

  it('sends nothing when the message was read meanwhile, or for the customer’s own messages', async () => {
    const ada = await customerWithConversation();
    await message(ada.conversationId, at(0));
    await message(ada.conversationId, at(0), 'user');
    await markConversationMessagesRead(db.db, ada.conversationId, 'admin', at(1));
    expect(await runAt(at(5))).toBe(0);
    expect(await mailsTo(ada.email)).toHaveLength(0);
  });

  it('sends at most one per 15 minutes; later unread messages wait for the next allowed time', async () => {
    const ada = await customerWithConversation();
    await message(ada.conversationId, at(0));
    expect(await runAt(at(2))).toBe(1);
    await message(ada.conversationId, at(5));
    await message(ada.conversationId, at(6));
    expect(await runAt(at(8))).toBe(0);
    expect(await runAt(at(16))).toBe(0);
    expect(await runAt(at(17))).toBe(1);
    expect(await runAt(at(18))).toBe(0);
    // Inside the gap again, then read before the next allowed time: nothing more.
    await message(ada.conversationId, at(20));
    await markConversationMessagesRead(db.db, ada.conversationId, 'admin', at(25));
    expect(await runAt(at(40))).toBe(0);
    expect(await mailsTo(ada.email)).toHaveLength(2);
  });

  it('sends nothing while the setting is off, and again once it is on', async () => {
    const ada = await customerWithConversation();
    await setEmailPreferences(deps, ada.userId, { chatEmails: false }, { ip: null });
    await message(ada.conversationId, at(0));
    expect(await runAt(at(5))).toBe(0);
    await setEmailPreferences(deps, ada.userId, { chatEmails: true }, { ip: null });
    expect(await runAt(at(6))).toBe(1);
  });

  it('sends exactly one when the job runs 20 times at once (two instances)', async () => {
    const ada = await customerWithConversation();
    const bob = await customerWithConversation('bob@x.test');
    await message(ada.conversationId, at(0));
    await message(bob.conversationId, at(0));
    const sent = await Promise.all(Array.from({ length: 20 }, () => runAt(at(3))));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await mailsTo(ada.email)).toHaveLength(1);
    expect(await mailsTo(bob.email)).toHaveLength(1);
  });
});
