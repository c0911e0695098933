import { chatEmailTexts, decisionMessages, staffNoteTexts } from '@advance/contracts';
import { sendChatEmails } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerWithApplication } from '../testing/documents';
import { applicationBody, createCustomer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const notesOf = (applicationId: string) =>
  server.db.db
    .selectFrom('applicationNotes')
    .select(['content'])
    .where('applicationId', '=', applicationId)
    .execute();
const activity = (action: string) =>
  server.db.db.selectFrom('activityLog').selectAll().where('action', '=', action).execute();

/** A customer promoted to admin by the super admin, signed in. */
async function adminClient(email: string) {
  const account = await createCustomer(client(), { email, firstName: 'Sam', lastName: 'Staff' });
  const { id } = await server.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const promoted = await root.request('PATCH', `/api/admin/users/${id}/role`, {
    json: { role: 'admin' },
  });
  expect(promoted.status).toBe(200);
  const staff = client();
  await signIn(staff, account);
  return staff;
}

describe(`staff notes on ${describeTestDb()}`, () => {
  it('adds (201) and lists notes oldest first with the author, and logs both', async () => {
    const { applicationId } = await customerWithApplication(client(), 'ada.n@example.com');
    const sam = await adminClient('sam.n@example.com');
    const first = await sam.post(`/api/admin/applications/${applicationId}/notes`, {
      content: '  Called the applicant: award letter is on its way.  ',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      applicationId,
      authorName: 'Sam Staff',
      content: 'Called the applicant: award letter is on its way.',
    });
    const second = await root.post(`/api/admin/applications/${applicationId}/notes`, {
      content: 'Thanks, will check.',
    });
    expect(second.status).toBe(201);
    const list = await sam.get(`/api/admin/applications/${applicationId}/notes`);
    expect(list.status).toBe(200);
    const notes = list.body as { content: string; authorName: string; createdAt: string }[];
    expect(notes.map((n) => n.content)).toEqual([
      'Called the applicant: award letter is on its way.',
      'Thanks, will check.',
    ]);
    expect(notes[0]?.authorName).toBe('Sam Staff');
    expect(await activity('application.note_added')).toHaveLength(2);
    const viewed = await activity('application.notes_viewed');
    expect(viewed.map((a) => a.targetId)).toEqual([applicationId]);
  });

  it('answers bad input with the contract’s text and writes nothing', async () => {
    const { applicationId } = await customerWithApplication(client(), 'ada.bad@example.com');
    const path = `/api/admin/applications/${applicationId}/notes`;
    const blank = await root.post(path, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: { content: decisionMessages.noteRequired } });
    const long = await root.post(path, { content: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { content: decisionMessages.noteTooLong } });
    expect((await root.post(path, {})).status).toBe(400);
    expect((await root.post(path, { content: 42 })).status).toBe(400);
    const unknown = await root.post(
      '/api/admin/applications/00000000-0000-4000-8000-000000000000/notes',
      { content: 'Hello' },
    );
    expect(unknown.status).toBe(404);
    expect((await root.get('/api/admin/applications/not-a-uuid/notes')).status).toBe(404);
    expect(await notesOf(applicationId)).toEqual([]);
  });

  it('refuses staff on their own application, reading and writing', async () => {
    const sam = await adminClient('sam.own@example.com');
    const applied = await sam.request('POST', '/api/applications', {
      json: applicationBody({ email: 'sam.own@example.com' }),
    });
    expect(applied.status).toBe(201);
    const { id } = applied.body as { id: string };
    const add = await sam.post(`/api/admin/applications/${id}/notes`, { content: 'Mine' });
    expect(add.status).toBe(403);
    expect(add.body).toEqual({ message: staffNoteTexts.ownApplication });
    const read = await sam.get(`/api/admin/applications/${id}/notes`);
    expect(read.status).toBe(403);
    expect(await notesOf(id)).toEqual([]);
    // Another staff member may.
    expect((await root.post(`/api/admin/applications/${id}/notes`, { content: 'ok' })).status).toBe(
      201,
    );
  });

  it('keeps all of 20 notes added at once', async () => {
    const { applicationId } = await customerWithApplication(client(), 'ada.many@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        root.post(`/api/admin/applications/${applicationId}/notes`, { content: `note ${i}` }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await notesOf(applicationId)).toHaveLength(20);
  });
});

describe(`e-mail preferences on ${describeTestDb()}`, () => {
  it('reads and sets the caller’s own setting, REST and tRPC', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada.pref@example.com');
    expect((await ada.get('/api/account/email-preferences')).body).toEqual({ chatEmails: true });
    const off = await ada.request('PATCH', '/api/account/email-preferences', {
      json: { chatEmails: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ chatEmails: false });
    const read = await ada.get('/trpc/account.emailPreferences');
    expect(read.body).toMatchObject({ result: { data: { chatEmails: false } } });
    const on = await ada.request('POST', '/trpc/account.setEmailPreferences', {
      json: { chatEmails: true },
    });
    expect(on.status).toBe(200);
    expect((await ada.get('/api/account/email-preferences')).body).toEqual({ chatEmails: true });
    expect(await activity('account.email_preferences_changed')).toHaveLength(2);
    // Staff set their own the same way.
    const staff = await root.request('PATCH', '/api/account/email-preferences', {
      json: { chatEmails: false },
    });
    expect(staff.body).toEqual({ chatEmails: false });
    expect((await ada.get('/api/account/email-preferences')).body).toEqual({ chatEmails: true });
  });

  it('answers 400 on a bad body and 401 signed out, changing nothing', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada.bad.pref@example.com');
    for (const json of [{ chatEmails: 'yes' }, {}, { chatEmails: null }]) {
      const res = await ada.request('PATCH', '/api/account/email-preferences', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({ errors: { chatEmails: expect.any(String) } });
    }
    const anon = client();
    expect((await anon.get('/api/account/email-preferences')).status).toBe(401);
    const patch = await anon.request('PATCH', '/api/account/email-preferences', {
      json: { chatEmails: false },
    });
    expect(patch.status).toBe(401);
    expect((await ada.get('/api/account/email-preferences')).body).toEqual({ chatEmails: true });
  });
});

describe(`the unread-chat e-mail on ${describeTestDb()}`, () => {
  const SECRET = 'Your case number is 99-SECRET-41';

  async function staffWritesToAda(email: string) {
    const ada = client();
    await customerWithApplication(ada, email);
    const me = (await ada.get('/api/auth/user')).body as { id: string };
    const chat = await root.post('/api/admin/conversations', {
      userId: me.id,
      title: 'Your case',
      content: SECRET,
    });
    expect(chat.status, chat.text).toBeLessThan(300);
    return ada;
  }
  const runIn = (minutes: number) => {
    const later = new Date(Date.now() + minutes * 60_000);
    return sendChatEmails({ ...server.runtime.deps, now: () => later });
  };
  const chatMails = (to: string) =>
    server.smtp.mails.filter((m) => m.to.includes(to) && m.raw.includes('support team'));

  it('reaches the SMTP server once, with a link and without the message', async () => {
    await staffWritesToAda('ada.chat@example.com');
    expect(await runIn(1)).toBe(0);
    expect(await runIn(3)).toBe(1);
    const mail = await server.smtp.waitForMail('ada.chat@example.com', 5000, (m) =>
      m.raw.includes('support team'),
    );
    expect(mail.raw).toContain(chatEmailTexts.subject);
    expect(mail.raw).toContain('http://app.test/dashboard');
    expect(mail.raw).not.toContain('99-SECRET-41');
    expect(await runIn(4)).toBe(0);
    await server.runtime.deps.outbox.flush();
    expect(chatMails('ada.chat@example.com')).toHaveLength(1);
  });

  it('sends nothing once the customer read the chat or turned the e-mails off', async () => {
    const ada = await staffWritesToAda('ada.read@example.com');
    const list = (await ada.get('/api/conversations')).body as { id: string }[];
    const read = await ada.post(`/api/conversations/${list[0]?.id}/mark-read`);
    expect(read.status, read.text).toBeLessThan(300);
    const bea = await staffWritesToAda('bea.off@example.com');
    await bea.request('PATCH', '/api/account/email-preferences', { json: { chatEmails: false } });
    expect(await runIn(5)).toBe(0);
    await server.runtime.deps.outbox.flush();
    expect(chatMails('ada.read@example.com')).toEqual([]);
    expect(chatMails('bea.off@example.com')).toEqual([]);
  });
});
