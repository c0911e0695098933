import { mfaMessages, passkeyMessages } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
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

async function addPasskey(c: TestClient, authenticator: SoftAuthenticator) {
  const options = await c.post('/api/auth/passkeys/registration/options');
  expect(options.status, options.text).toBe(200);
  const added = await c.post('/api/auth/passkeys/registration/verify', {
    response: authenticator.create(options.body as Json),
  });
  expect(added.status, added.text).toBe(201);
}

/** The super admin signed in with the password, a passkey set up as the second factor. */
async function staffWithPasskey() {
  const c = client();
  const login = await c.post('/api/login', superAdmin);
  expect(login.body).toMatchObject({ mfaSetupRequired: true });
  const authenticator = new SoftAuthenticator(server.origin);
  await addPasskey(c, authenticator);
  return { c, authenticator };
}

/** Every session's second factor, as if given 6 minutes ago: step-up is owed. */
const ageSecondFactor = () =>
  server.db.db
    .updateTable('sessions')
    .set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) })
    .execute();

const logged = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['actorId', 'details'])
    .where('action', '=', action)
    .execute();

async function stepUpOptions(c: TestClient) {
  const res = await c.post('/api/auth/passkeys/step-up/options');
  expect(res.status, res.text).toBe(200);
  return res.body as Json;
}

describe(`step-up by passkey over HTTP on ${describeTestDb()}`, () => {
  it('a passkey assertion refreshes the second-factor time: the CSV export works again', async () => {
    const { c, authenticator } = await staffWithPasskey();
    await ageSecondFactor();
    const refused = await c.get('/api/admin/applications.csv');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: mfaMessages.stepUpRequired });

    const options = await stepUpOptions(c);
    // Unlike sign-in, the options name the user's own passkeys.
    expect(options.allowCredentials.map((p: Json) => p.id)).toEqual([
      authenticator.credentials[0]?.id,
    ]);
    expect(options.rpId).toBe(new URL(server.origin).hostname);
    const verified = await c.post('/api/auth/passkeys/step-up/verify', {
      response: authenticator.get(options),
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toMatchObject({ user: { email: superAdmin.email } });
    expect((await c.get('/api/admin/applications.csv')).status).toBe(200);

    const ok = await logged('auth.second_factor_ok');
    expect(ok.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ method: 'passkey', purpose: 'step_up' }),
    );
  });

  it('one answer steps up once: a replay and a concurrent duplicate are refused', async () => {
    const { c, authenticator } = await staffWithPasskey();
    await ageSecondFactor();
    const response = authenticator.get(await stepUpOptions(c));
    const both = await Promise.all([
      c.post('/api/auth/passkeys/step-up/verify', { response }),
      c.post('/api/auth/passkeys/step-up/verify', { response }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const replay = await c.post('/api/auth/passkeys/step-up/verify', { response });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: passkeyMessages.challengeExpired });
  });

  it("another account's passkey cannot step up this session", async () => {
    const { c } = await staffWithPasskey();
    // Ada (a customer) has a passkey of her own.
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, { email: customer.email, password: customer.password });
    const adas = new SoftAuthenticator(server.origin);
    await addPasskey(ada, adas);

    await ageSecondFactor();
    const options = await stepUpOptions(c);
    const res = await c.post('/api/auth/passkeys/step-up/verify', {
      // Her authenticator signs the staff session's challenge.
      response: adas.get(options),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: passkeyMessages.stepUpFailed });
    expect((await c.get('/api/admin/applications.csv')).status).toBe(403);
    const failed = await logged('auth.second_factor_failed');
    expect(failed.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ method: 'passkey', reason: 'unknown_passkey' }),
    );
  });

  it('a step-up challenge is no sign-in challenge, and a bad signature is refused', async () => {
    const { c, authenticator } = await staffWithPasskey();
    await ageSecondFactor();
    const options = await stepUpOptions(c);
    const challenge = await server.db.db
      .selectFrom('passkeyChallenges')
      .select('id')
      .where('sessionId', 'is not', null)
      .executeTakeFirstOrThrow();
    const signIn = await client().post('/api/auth/passkeys/authentication/verify', {
      challengeId: challenge.id,
      response: authenticator.get(options),
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual({ message: passkeyMessages.challengeExpired });

    const fresh = await stepUpOptions(c);
    const wrongOrigin = authenticator.get(fresh, { origin: 'https://evil.example' });
    const res = await c.post('/api/auth/passkeys/step-up/verify', { response: wrongOrigin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: passkeyMessages.stepUpFailed });
  });

  it('refuses without a passkey, without a full session, and bad input with clear 4xx', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, { email: customer.email, password: customer.password });
    const none = await ada.post('/api/auth/passkeys/step-up/options');
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: passkeyMessages.stepUpNoPasskey });
    const bad = await ada.post('/api/auth/passkeys/step-up/verify', { response: { id: '!' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: passkeyMessages.invalidResponse });

    expect((await client().post('/api/auth/passkeys/step-up/options')).status).toBe(401);

    // A staff password sign-in owing its code finishes with a passkey sign-in, not a step-up.
    const staff = await staffWithPasskey();
    // An answer to a challenge this session was never given.
    const unasked = await staff.c.post('/api/auth/passkeys/step-up/verify', {
      response: staff.authenticator.get({ challenge: 'AAAA' } as Json),
    });
    expect(unasked.status).toBe(400);
    expect(unasked.body).toEqual({ message: passkeyMessages.challengeExpired });
    const partial = client();
    expect((await partial.post('/api/login', superAdmin)).body).toEqual({ mfaRequired: true });
    const options = await partial.post('/api/auth/passkeys/step-up/options');
    expect(options.status).toBe(403);
    expect(options.body).toEqual({ message: mfaMessages.secondFactorRequired });
  });
});
