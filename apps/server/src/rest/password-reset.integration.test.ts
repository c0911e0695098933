import { authMessages, benefitsNoticeMessages, validationMessages } from '@advance/contracts';
import { decodeQuotedPrintable, findResetLink } from '@advance/core/testing';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const requestReset = (email: string) => client().post('/api/forgot-password', { email });

async function resetTokenFromMail(email: string): Promise<string> {
  const mail = await server.smtp.waitForMail(email);
  const link = new URL(findResetLink(mail.raw));
  expect(link.origin).toBe(server.origin);
  expect(link.pathname).toBe('/reset-password');
  return link.searchParams.get('token') ?? '';
}

describe(`password reset over HTTP with real SMTP on ${describeTestDb()}`, () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    await createCustomer(client());
    const known = await requestReset(customer.email);
    const unknown = await requestReset('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: authMessages.forgotPasswordSent });
    expect(unknown.body).toEqual(known.body);
    await server.smtp.waitForMail(customer.email);
    await server.runtime.deps.outbox.flush();
    expect(server.smtp.mails.map((m) => m.to)).toEqual([[customer.email]]);
  });

  it('closes the mail with the benefits notice (42 U.S.C. §407), in text and HTML', async () => {
    await createCustomer(client());
    await requestReset(customer.email);
    const mail = await server.smtp.waitForMail(customer.email);
    const decoded = decodeQuotedPrintable(mail.raw).replace(/\r?\n/g, ' ');
    const notice = benefitsNoticeMessages.notice.replace(/\n/g, ' ');
    // Once in the plain-text part and once in the HTML part.
    expect(decoded.split(notice).length - 1).toBe(2);
  });

  it('resets with the e-mailed link, ends every session, and the new password works', async () => {
    await createCustomer(client());
    const otherDevice = client();
    await signIn(otherDevice, customer);
    await requestReset(customer.email);
    const token = await resetTokenFromMail(customer.email);

    const res = await client().post('/api/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(res.status).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await client().post('/api/login', customer)).status).toBe(401);
    expect(
      (await client().post('/api/login', { email: customer.email, password: 'a brand new secret' }))
        .status,
    ).toBe(200);

    const actions = await server.db.db.selectFrom('activityLog').select('action').execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
    );
  });

  it('refuses a link used twice', async () => {
    await createCustomer(client());
    await requestReset(customer.email);
    const token = await resetTokenFromMail(customer.email);
    expect(
      (await client().post('/api/reset-password', { token, newPassword: 'first new secret' }))
        .status,
    ).toBe(200);
    const again = await client().post('/api/reset-password', {
      token,
      newPassword: 'second new secret',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: authMessages.invalidResetToken });
  });

  it('refuses an older link once a newer one was sent', async () => {
    await createCustomer(client());
    await requestReset(customer.email);
    const first = await resetTokenFromMail(customer.email);
    server.smtp.mails.length = 0;
    await requestReset(customer.email);
    const second = await resetTokenFromMail(customer.email);
    expect(second).not.toBe(first);
    expect(
      (await client().post('/api/reset-password', { token: first, newPassword: 'some new secret' }))
        .status,
    ).toBe(400);
    expect(
      (
        await client().post('/api/reset-password', {
          token: second,
          newPassword: 'some new secret',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    await createCustomer(client());
    await requestReset(customer.email);
    const token = await resetTokenFromMail(customer.email);
    await server.db.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) } as never)
      .execute();
    const res = await client().post('/api/reset-password', {
      token,
      newPassword: 'some new secret',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: authMessages.invalidResetToken });
  });

  it('checks the new password and the token', async () => {
    const short = await client().post('/api/reset-password', {
      token: 'abc',
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: validationMessages.passwordMin });
    const missing = await client().post('/api/reset-password', {
      newPassword: 'long enough secret',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: authMessages.invalidResetLink });
    const unknown = await client().post('/api/reset-password', {
      token: 'abc',
      newPassword: 'long enough secret',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: authMessages.invalidResetToken });
  });

  it('validates the e-mail of a reset request', async () => {
    const res = await client().post('/api/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: validationMessages.email });
  });

  it('limits reset requests per e-mail to 5 an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await requestReset('x@example.com')).status).toBe(200);
    const res = await requestReset('x@example.com');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
