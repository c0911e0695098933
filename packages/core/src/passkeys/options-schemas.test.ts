import { passkeyCreationOptionsSchema, passkeyRequestOptionsSchema } from '@advance/contracts';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';

/**
 * The procedures validate the WebAuthn options against these schemas, and tRPC answers
 * with what the schema returns: the browser must get the library's JSON byte for byte
 * (no member dropped, none reordered).
 */
describe('the passkey option schemas (contracts) pass @simplewebauthn JSON through', () => {
  it('keeps creation options as the library wrote them', async () => {
    const options = await generateRegistrationOptions({
      rpName: 'Benefit Advance',
      rpID: 'app.test',
      userName: 'ada@example.com',
      userID: new Uint8Array([1, 2, 3]),
      userDisplayName: 'Ada',
      attestationType: 'none',
      excludeCredentials: [{ id: 'AbCd', transports: ['usb', 'nfc'] }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(JSON.stringify(passkeyCreationOptionsSchema.parse(options))).toBe(
      JSON.stringify(options),
    );
  });

  it('keeps request options as the library wrote them, with and without credentials', async () => {
    for (const allowCredentials of [undefined, [{ id: 'AbCd', transports: ['hybrid' as const] }]]) {
      const options = await generateAuthenticationOptions({
        rpID: 'app.test',
        userVerification: 'preferred',
        allowCredentials,
      });
      expect(JSON.stringify(passkeyRequestOptionsSchema.parse(options))).toBe(
        JSON.stringify(options),
      );
    }
  });

  it('keeps members it does not name (a future library version may add some)', () => {
    const options = { challenge: 'abc', futureMember: { nested: [1, 2] } };
    expect(passkeyRequestOptionsSchema.parse(options)).toEqual(options);
  });
});
