import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { startTestSmtpServer } from '../testing/test-smtp-server';
import { createMailOutbox } from './outbox';
import { createMailTransport } from './transport';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Body with a link https://x.test/a' };

describe(`mail outbox with a real SMTP relay on ${describeTestDb()}`, () => {
  it('sends what was enqueued and marks it sent', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: '/tmp',
      from: 'App <app@x.test>',
      log: silentLogger,
    });
    const outbox = createMailOutbox({
      db: db.db,
      transport,
      log: silentLogger,
      now: () => new Date(),
    });
    const id = await outbox.enqueue(db.db, mail);
    expect(await outbox.flush()).toBe(1);
    const received = await smtp.waitForMail('ada@example.com');
    expect(received.raw).toContain('Subject: Hello');
    const row = await db.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await outbox.flush()).toBe(0);
    transport.close();
    await smtp.close();
  });

  it('keeps a mail while the relay is down and sends it once it is back', async () => {
    const first = await startTestSmtpServer();
    const port = Number(new URL(first.url).port);
    await first.close();
    let now = new Date();
    const transport = createMailTransport({
      smtpUrl: first.url,
      dataDir: '/tmp',
      from: 'App <app@x.test>',
      log: silentLogger,
    });
    const outbox = createMailOutbox({ db: db.db, transport, log: silentLogger, now: () => now });
    const id = await outbox.enqueue(db.db, mail);

    expect(await outbox.flush()).toBe(0);
    const failed = await db.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    const relay = await startTestSmtpServer(port);
    expect(await outbox.flush()).toBe(0); // not due yet: backoff
    now = new Date(now.getTime() + 60_000);
    expect(await outbox.flush()).toBe(1);
    await relay.waitForMail('ada@example.com');
    transport.close();
    await relay.close();
  });

  it('writes an .eml file when no relay is configured (links logged in development)', async () => {
    const { mkdtemp, readdir, readFile } = await import('node:fs/promises');
    const dir = await mkdtemp('/tmp/advance-mail-');
    const logged: unknown[] = [];
    const log = { ...silentLogger, info: (o: object | string) => void logged.push(o) };
    const transport = createMailTransport({
      dataDir: dir,
      from: 'App <app@x.test>',
      log,
      logLinks: true,
    });
    await transport.send(mail);
    const files = await readdir(`${dir}/mail`);
    expect(files).toHaveLength(1);
    expect(await readFile(`${dir}/mail/${files[0]}`, 'utf8')).toContain('Subject: Hello');
    expect(logged[0]).toMatchObject({ links: ['https://x.test/a'] });
  });
});
