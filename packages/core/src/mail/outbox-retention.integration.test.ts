import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { pruneExpired } from '../maintenance/prune-expired';
import { createLocalStorage } from '../storage/local-storage';
import { createMailOutbox, SENT_MAIL_RETENTION_MS } from './outbox';
import type { MailTransport, OutgoingMail } from './transport';

let db: TestDb;
let root: string;
beforeAll(async () => {
  db = await getTestDb();
  root = await mkdtemp(join(tmpdir(), 'advance-mail-retention-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));
beforeEach(() => db.reset());

const LINK = 'https://app.test/reset-password?token=live-secret-token';
const resetMail = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: `Open ${LINK} to choose a new password.`,
  html: `<a href="${LINK}">Reset</a>`,
};

const relay = (fail = false) => {
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      if (fail) throw new Error('relay down');
      delivered.push(mail);
    },
    close: () => {},
  };
  return { transport, delivered };
};

const rowOf = (id: string) =>
  db.db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();

describe(`mail outbox retention on ${describeTestDb()}`, () => {
  it('keeps the body (and its link) only until the mail is sent', async () => {
    const { transport, delivered } = relay();
    const outbox = createMailOutbox({
      db: db.db,
      transport,
      log: silentLogger,
      now: () => new Date(),
    });
    const id = await outbox.enqueue(db.db, resetMail);
    expect((await rowOf(id))?.textBody).toContain(LINK);

    expect(await outbox.flush()).toBe(1);
    expect(delivered[0]?.text).toContain(LINK);
    const row = await rowOf(id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.textBody).toBe('');
    expect(row?.htmlBody).toBeNull();
    expect(JSON.stringify(row)).not.toContain('live-secret-token');
  });

  it('keeps the body of a mail not sent yet, so a retry still carries it', async () => {
    const { transport } = relay(true);
    const outbox = createMailOutbox({
      db: db.db,
      transport,
      log: silentLogger,
      now: () => new Date(),
    });
    const id = await outbox.enqueue(db.db, resetMail);
    expect(await outbox.flush()).toBe(0);
    const row = await rowOf(id);
    expect(row?.sentAt).toBeNull();
    expect(row?.textBody).toContain(LINK);
  });

  it('deletes sent mail past the retention in the maintenance job, and nothing else', async () => {
    const sentAt = new Date('2026-03-01T00:00:00Z');
    const { transport } = relay();
    const outbox = createMailOutbox({ db: db.db, transport, log: silentLogger, now: () => sentAt });
    const old = await outbox.enqueue(db.db, resetMail);
    await outbox.flush();
    const failing = createMailOutbox({
      db: db.db,
      transport: relay(true).transport,
      log: silentLogger,
      now: () => sentAt,
    });
    const unsent = await failing.enqueue(db.db, resetMail);
    await failing.flush();

    const deps = { db: db.db, storage: createLocalStorage({ root }) };
    const justInside = new Date(sentAt.getTime() + SENT_MAIL_RETENTION_MS - 60_000);
    expect(await pruneExpired({ ...deps, now: () => justInside })).toMatchObject({ mails: 0 });
    expect(await rowOf(old)).toBeDefined();

    const past = new Date(sentAt.getTime() + SENT_MAIL_RETENTION_MS + 60_000);
    expect(await pruneExpired({ ...deps, now: () => past })).toMatchObject({ mails: 1 });
    expect(await rowOf(old)).toBeUndefined();
    expect(await rowOf(unsent)).toBeDefined();
  });
});
