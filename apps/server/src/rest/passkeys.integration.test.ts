import {
  authMessages,
  mfaMessages,
  passkeyMessages,
  securityNoticeMessages,
} from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { decodeBase32, totpCodeAt } from '../testing/second-factor';
import { SoftAuthenticator } from '../testing/soft-authenticator';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(async () => {
  server = current();
  await ensureSuperAdmin(server.runtime.deps);
});

// biome-ignore lint/suspicious/noExplicitAny: WebAuthn options JSON, read field by field
type Json = any;

const activity = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['action', 'actorId', 'details'])
    .where('action', '=', action)
    .execute();

/** Registers a passkey for the signed-in client; returns the server's answer. */
async function addPasskey(c: TestClient, authenticator: SoftAuthenticator, name?: string) {
  const options = await c.post('/api/auth/passkeys/registration/options');
  expect(options.status, options.text).toBe(200);
  const response = authenticator.create(options.body as Json);
  return c.post('/api/auth/passkeys/registration/verify', { response, ...(name && { name }) });
}

async function signInOptions(c: TestClient) {
  const res = await c.post('/api/auth/passkeys/authentication/options');
  expect(res.status, res.text).toBe(200);
  return res.body as { challengeId: string; options: Json };
}

/** A passkey sign-in from a fresh browser: options, the authenticator's answer, verify. */
async function passkeySignIn(authenticator: SoftAuthenticator, c = client()) {
  const { challengeId, options } = await signInOptions(c);
  const response = authenticator.get(options);
  const res = await c.post('/api/auth/passkeys/authentication/verify', { challengeId, response });
  return { res, client: c };
}

async function customerWithPasskey(email = customer.email) {
  const c = client();
  await createCustomer(c, { email });
  await signIn(c, { email, password: customer.password });
  const authenticator = new SoftAuthenticator(server.origin);
  const added = await addPasskey(c, authenticator, 'My laptop');
  expect(added.status, added.text).toBe(201);
  return { c, authenticator, passkey: (added.body as { passkey: { id: string } }).passkey };
}

describe(`passkeys over HTTP on ${describeTestDb()}`, () => {
  it('registers a passkey, lists it, mails a notice and logs it', async () => {
    const { c, passkey } = await customerWithPasskey();
    const list = await c.get('/api/auth/passkeys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: passkey.id,
        name: 'My laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      },
    ]);
    expect(list.text).not.toMatch(/publicKey|public_key|counter/);
    const mail = await server.smtp.waitForMail(customer.email);
    expect(mail.raw).toContain(securityNoticeMessages.passkey_added.subject);
    expect(await activity('auth.passkey_added')).toHaveLength(1);
  });

  it('offers options a browser can use: RP from APP_ORIGIN, resident key, own passkeys excluded', async () => {
    const { c, passkey } = await customerWithPasskey();
    const res = await c.post('/api/auth/passkeys/registration/options');
    const options = res.body as Json;
    expect(options.rp).toEqual({ id: 'app.test', name: 'Benefit Advance' });
    expect(options.user.name).toBe(customer.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials.map((x: { id: string }) => x.id)).toEqual([passkey.id]);
    const signIn = await signInOptions(client());
    expect(signIn.options).toMatchObject({ rpId: 'app.test', userVerification: 'preferred' });
    expect(signIn.options.allowCredentials ?? []).toEqual([]);
  });

  it('signs a customer in with the passkey alone, and records its use', async () => {
    const { authenticator, passkey } = await customerWithPasskey();
    const { res, client: browser } = await passkeySignIn(authenticator);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ user: { email: customer.email, role: 'user' } });
    const me = await browser.get('/api/auth/user');
    expect(me.body).toMatchObject({ email: customer.email });
    const [row] = await server.db.db
      .selectFrom('passkeys')
      .select(['counter', 'lastUsedAt'])
      .where('id', '=', passkey.id)
      .execute();
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(await activity('auth.passkey_sign_in')).toHaveLength(1);
  });

  it('refuses a replayed answer: the challenge is used once', async () => {
    const { authenticator } = await customerWithPasskey();
    const c = client();
    const { challengeId, options } = await signInOptions(c);
    const response = authenticator.get(options);
    const body = { challengeId, response };
    expect((await c.post('/api/auth/passkeys/authentication/verify', body)).status).toBe(200);
    const replay = await client().post('/api/auth/passkeys/authentication/verify', body);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: passkeyMessages.challengeExpired });
    // The old answer against a new challenge: its signature covers the old one.
    const fresh = await signInOptions(client());
    const moved = await client().post('/api/auth/passkeys/authentication/verify', {
      challengeId: fresh.challengeId,
      response,
    });
    expect(moved.status).toBe(401);
    expect(moved.body).toEqual({ message: passkeyMessages.signInFailed });
  });

  it('lets exactly one of two concurrent verifications of one answer sign in', async () => {
    const { authenticator } = await customerWithPasskey();
    const { challengeId, options } = await signInOptions(client());
    const response = authenticator.get(options);
    const results = await Promise.all(
      [client(), client(), client()].map((c) =>
        c.post('/api/auth/passkeys/authentication/verify', { challengeId, response }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const sessions = await server.db.db.selectFrom('sessions').select('id').execute();
    // The registering browser's session and the one passkey sign-in.
    expect(sessions).toHaveLength(2);
  });

  it('refuses a counter that did not grow (a cloned authenticator)', async () => {
    const { authenticator } = await customerWithPasskey();
    expect((await passkeySignIn(authenticator)).res.status).toBe(200);
    const c = client();
    const { challengeId, options } = await signInOptions(c);
    const response = authenticator.get(options, { signCount: 1 });
    const res = await c.post('/api/auth/passkeys/authentication/verify', { challengeId, response });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: passkeyMessages.signInFailed });
  });

  it('refuses an answer from another origin or for another RP ID', async () => {
    const { authenticator } = await customerWithPasskey();
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const c = client();
      const { challengeId, options } = await signInOptions(c);
      const response = authenticator.get(options, override);
      const res = await c.post('/api/auth/passkeys/authentication/verify', {
        challengeId,
        response,
      });
      expect(res.status, JSON.stringify(override)).toBe(401);
      expect(res.body).toEqual({ message: passkeyMessages.signInFailed });
    }
    // Registration alike.
    const c = client();
    await createCustomer(c, { email: 'bob@example.com' });
    await signIn(c, { email: 'bob@example.com', password: customer.password });
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await c.post('/api/auth/passkeys/registration/options');
      const response = new SoftAuthenticator(server.origin).create(options.body as Json, override);
      const res = await c.post('/api/auth/passkeys/registration/verify', { response });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body).toEqual({ message: passkeyMessages.registrationFailed });
    }
    expect(await server.db.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
  });

  it('answers a disabled account exactly like an unknown passkey', async () => {
    const { authenticator } = await customerWithPasskey();
    const stranger = new SoftAuthenticator(server.origin);
    stranger.create({
      challenge: 'x',
      rp: { id: 'app.test', name: 'x' },
      user: { id: 'AAAA', name: 'x', displayName: 'x' },
    });
    const notRegistered = (await passkeySignIn(stranger)).res;

    await server.db.db.updateTable('users').set({ disabledAt: new Date() }).execute();
    const disabled = (await passkeySignIn(authenticator)).res;
    expect(disabled.status).toBe(401);
    expect(disabled.status).toBe(notRegistered.status);
    expect(disabled.body).toEqual(notRegistered.body);
    expect(disabled.body).toEqual({ message: passkeyMessages.signInFailed });
    expect(await activity('auth.passkey_sign_in_failed')).toHaveLength(2);
  });

  it("never lets user B see or delete user A's passkey", async () => {
    const a = await customerWithPasskey();
    const b = await customerWithPasskey('bob@example.com');
    expect(((await b.c.get('/api/auth/passkeys')).body as unknown[]).length).toBe(1);
    const res = await b.c.request('DELETE', `/api/auth/passkeys/${a.passkey.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: passkeyMessages.notFound });
    const left = await a.c.get('/api/auth/passkeys');
    expect(left.body).toEqual([expect.objectContaining({ id: a.passkey.id })]);
  });

  it('removes your own passkey, logs it, and it no longer signs in', async () => {
    const { c, authenticator, passkey } = await customerWithPasskey();
    const res = await c.request('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(res.status, res.text).toBe(200);
    expect((await c.get('/api/auth/passkeys')).body).toEqual([]);
    expect(await activity('auth.passkey_removed')).toHaveLength(1);
    expect((await passkeySignIn(authenticator)).res.status).toBe(401);
  });

  it('refuses registering one credential twice, for the same or another account (409)', async () => {
    const a = await customerWithPasskey();
    const credential = a.authenticator.credentials[0];
    if (!credential) throw new Error('no credential');
    const b = client();
    await createCustomer(b, { email: 'bob@example.com' });
    await signIn(b, { email: 'bob@example.com', password: customer.password });
    // A browser would refuse (excludeCredentials); a hostile client attests the old one again.
    for (const c of [a.c, b]) {
      const options = (await c.post('/api/auth/passkeys/registration/options')).body as Json;
      const again = a.authenticator.create(options, { reuse: credential });
      const res = await c.post('/api/auth/passkeys/registration/verify', { response: again });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: passkeyMessages.alreadyRegistered });
    }
    const rows = await server.db.db.selectFrom('passkeys').select(['id', 'userId']).execute();
    expect(rows).toHaveLength(1);
    expect(await passkeySignIn(a.authenticator).then((r) => r.res.body)).toMatchObject({
      user: { email: customer.email },
    });
  });

  it('refuses signed-out, cross-site and malformed requests with clear 4xx answers', async () => {
    const anonymous = client();
    for (const path of ['registration/options', 'registration/verify']) {
      const res = await anonymous.post(`/api/auth/passkeys/${path}`, {});
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: authMessages.notSignedIn });
    }
    expect((await anonymous.get('/api/auth/passkeys')).status).toBe(401);
    const crossSite = await anonymous.request('POST', '/api/auth/passkeys/authentication/options', {
      json: {},
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);

    const bad = await anonymous.post('/api/auth/passkeys/authentication/verify', {
      challengeId: 'x',
      response: { id: 'not base64!', type: 'public-key' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: passkeyMessages.invalidResponse });
    const nul = await anonymous.post('/api/auth/passkeys/authentication/verify', {
      challengeId: 'a\u0000b',
      response: {},
    });
    expect(nul.status).toBe(400);
    const { c, authenticator } = await customerWithPasskey('dave@example.com');
    const unknownChallenge = await anonymous.post('/api/auth/passkeys/authentication/verify', {
      challengeId: crypto.randomUUID(),
      response: authenticator.get({ challenge: 'AAAA' }),
    });
    expect(unknownChallenge.status).toBe(400);
    expect(unknownChallenge.body).toEqual({ message: passkeyMessages.challengeExpired });

    const longId = await c.request('DELETE', `/api/auth/passkeys/${'a'.repeat(2000)}`);
    expect(longId.status).toBe(400);
    const weird = await c.request('DELETE', `/api/auth/passkeys/${encodeURIComponent('a b')}`);
    expect(weird.status).toBe(400);
  });

  it('limits sign-in options per address (429 with Retry-After)', async () => {
    const c = client();
    let last = await c.post('/api/auth/passkeys/authentication/options');
    for (let i = 0; i < 60 && last.status === 200; i++)
      last = await c.post('/api/auth/passkeys/authentication/options');
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  describe('staff', () => {
    /** A staff sign-in with the password: partial until the second factor (issue 17). */
    async function staffPasswordSignIn() {
      const c = client();
      const res = await c.post('/api/login', superAdmin);
      expect(res.status, res.text).toBe(200);
      return { c, res };
    }

    it('a passkey set up as the second factor completes the sign-in and then counts as both factors', async () => {
      const { c, res } = await staffPasswordSignIn();
      expect(res.body).toMatchObject({ mfaSetupRequired: true });
      // Nothing staff-only works yet.
      expect((await c.get('/api/admin/users')).status).toBe(403);

      const authenticator = new SoftAuthenticator(server.origin);
      const added = await addPasskey(c, authenticator);
      expect(added.status, added.text).toBe(201);
      expect((await c.get('/api/admin/users')).status).toBe(200);

      // Next time: the passkey alone reaches the admin paths, no code asked.
      const { res: signedIn, client: browser } = await passkeySignIn(authenticator);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body).toMatchObject({
        user: { email: superAdmin.email, role: 'super_admin' },
      });
      expect((await browser.get('/api/admin/users')).status).toBe(200);
      const session = await server.db.db
        .selectFrom('sessions')
        .select(['stage', 'secondFactorAt'])
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.stage).toBe('full');
      expect(session.secondFactorAt).toBeInstanceOf(Date);
    });

    it('a password sign-in owing its code cannot add a passkey instead', async () => {
      const { c } = await staffPasswordSignIn();
      await addPasskey(c, new SoftAuthenticator(server.origin));
      // Now the staff member has a second factor: the next password sign-in owes it.
      const { c: partial, res } = await staffPasswordSignIn();
      expect(res.body).toEqual({ mfaRequired: true });
      const options = await partial.post('/api/auth/passkeys/registration/options');
      expect(options.status).toBe(403);
      expect((await partial.get('/api/auth/passkeys')).status).toBe(403);
    });

    it('a partial sign-in is completed by a passkey sign-in', async () => {
      const { c } = await staffPasswordSignIn();
      const authenticator = new SoftAuthenticator(server.origin);
      await addPasskey(c, authenticator);
      const { c: partial } = await staffPasswordSignIn();
      const { res } = await passkeySignIn(authenticator, partial);
      expect(res.status, res.text).toBe(200);
      expect((await partial.get('/api/admin/users')).status).toBe(200);
    });

    it('staff cannot remove their last second factor', async () => {
      const { c } = await staffPasswordSignIn();
      const authenticator = new SoftAuthenticator(server.origin);
      const added = await addPasskey(c, authenticator);
      const id = (added.body as { passkey: { id: string } }).passkey.id;
      const res = await c.request('DELETE', `/api/auth/passkeys/${id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: passkeyMessages.lastSecondFactor });
    });

    it('adding a factor on a full session needs the step-up, and never refreshes it', async () => {
      const { c } = await staffPasswordSignIn();
      const authenticator = new SoftAuthenticator(server.origin);
      expect((await addPasskey(c, authenticator)).status).toBe(201);
      // Options asked while the step-up was fresh, the answer sent after it went stale.
      const options = await c.post('/api/auth/passkeys/registration/options');
      expect(options.status).toBe(200);
      const aged = new Date(Date.now() - 6 * 60_000);
      await server.db.db.updateTable('sessions').set({ secondFactorAt: aged }).execute();
      const late = await c.post('/api/auth/passkeys/registration/verify', {
        response: new SoftAuthenticator(server.origin).create(options.body as Json),
      });
      expect(late.status).toBe(403);
      expect(late.body).toEqual({ message: mfaMessages.stepUpRequired });
      for (const path of ['/api/auth/passkeys/registration/options', '/api/auth/mfa/totp/setup']) {
        const res = await c.post(path);
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ message: mfaMessages.stepUpRequired });
      }
      // Within the step-up window it may; enrolling leaves the second-factor time alone.
      const recent = new Date(Date.now() - 4 * 60_000);
      await server.db.db.updateTable('sessions').set({ secondFactorAt: recent }).execute();
      expect((await addPasskey(c, new SoftAuthenticator(server.origin))).status).toBe(201);
      const setup = await c.post('/api/auth/mfa/totp/setup');
      expect(setup.status, setup.text).toBe(200);
      const secret = decodeBase32((setup.body as { secret: string }).secret);
      const step = Math.floor(Date.now() / 30_000);
      const confirm = await c.post('/api/auth/mfa/totp/confirm', {
        code: totpCodeAt(secret, step),
      });
      expect(confirm.status, confirm.text).toBe(200);
      const rows = await server.db.db.selectFrom('sessions').select('secondFactorAt').execute();
      expect(rows.map((r) => r.secondFactorAt?.getTime())).toEqual([recent.getTime()]);
      const mail = await server.smtp.waitForMail(superAdmin.email);
      expect(mail).toBeTruthy();
    });

    it('a staff passkey must verify the user; a customer one need not', async () => {
      const noPin = new SoftAuthenticator(server.origin, { userVerified: false });
      const { c } = await staffPasswordSignIn();
      const options = await c.post('/api/auth/passkeys/registration/options');
      expect((options.body as Json).authenticatorSelection.userVerification).toBe('required');
      const refused = await c.post('/api/auth/passkeys/registration/verify', {
        response: noPin.create(options.body as Json),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: passkeyMessages.registrationFailed });

      // A staff passkey registered with UV, then used without it, does not sign in.
      const pin = new SoftAuthenticator(server.origin);
      expect((await addPasskey(c, pin)).status).toBe(201);
      const credential = pin.credentials[0];
      if (!credential) throw new Error('no credential');
      const noPinAgain = new SoftAuthenticator(server.origin, { userVerified: false });
      const browser = client();
      const { challengeId, options: request } = await signInOptions(browser);
      const response = noPinAgain.get(request, { credential });
      const res = await browser.post('/api/auth/passkeys/authentication/verify', {
        challengeId,
        response,
      });
      expect(res.status).toBe(401);

      // Customers keep 'preferred': a key without a PIN works for them.
      const ada = client();
      await createCustomer(ada);
      await signIn(ada, customer);
      const adaOptions = await ada.post('/api/auth/passkeys/registration/options');
      expect((adaOptions.body as Json).authenticatorSelection.userVerification).toBe('preferred');
      const added = await ada.post('/api/auth/passkeys/registration/verify', {
        response: noPin.create(adaOptions.body as Json),
      });
      expect(added.status, added.text).toBe(201);
      const signedIn = await passkeySignIn(noPin);
      expect(signedIn.res.status, signedIn.res.text).toBe(200);
    });

    it("a super admin's reset removes the staff member's passkeys too", async () => {
      const root = client();
      await signIn(root, superAdmin);
      const staff = client();
      await createCustomer(staff, { email: 'sam@example.com' });
      const samId = (
        await server.db.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'sam@example.com')
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        (await root.request('PATCH', `/api/admin/users/${samId}/role`, { json: { role: 'admin' } }))
          .status,
      ).toBe(200);
      const sam = client();
      await sam.post('/api/login', { email: 'sam@example.com', password: customer.password });
      const authenticator = new SoftAuthenticator(server.origin);
      expect((await addPasskey(sam, authenticator)).status).toBe(201);
      const reset = await root.post(`/api/admin/users/${samId}/mfa/reset`);
      expect(reset.status, reset.text).toBe(200);
      const left = await server.db.db
        .selectFrom('passkeys')
        .select('id')
        .where('userId', '=', samId)
        .execute();
      expect(left).toHaveLength(0);
      const { res } = await passkeySignIn(authenticator);
      expect(res.status).toBe(401);
      const [entry] = await activity('user.second_factor_reset');
      expect(entry?.details).toMatchObject({ passkeys: 1 });
    });

    it('two concurrent removals cannot take away both of two passkeys', async () => {
      const { c } = await staffPasswordSignIn();
      const first = await addPasskey(c, new SoftAuthenticator(server.origin));
      const second = await addPasskey(c, new SoftAuthenticator(server.origin));
      const ids = [first, second].map((r) => (r.body as { passkey: { id: string } }).passkey.id);
      const results = await Promise.all(
        ids.map((id) => c.request('DELETE', `/api/auth/passkeys/${id}`)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await server.db.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
    });
  });
});
