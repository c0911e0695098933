import { z } from 'zod';
import { text } from './fields';

/**
 * Passkeys (WebAuthn, issue 17): sign in without a password; for staff a passkey is both
 * factors. Texts are written for customers who have never heard the word.
 */
export const passkeyMessages = {
  // Account page section
  sectionTitle: 'Passkeys',
  sectionIntro:
    'A passkey lets you sign in with your fingerprint, your face or your device’s screen lock instead of typing your password.',
  sectionSafety:
    'It is safer than a password: nobody can guess it, and it only works on this website, so a fake site cannot trick you into giving it away.',
  sectionPasswordStays:
    'Your password keeps working. A passkey is an extra, easier way in, and you can remove it at any time.',
  listLabel: 'Your passkeys',
  noPasskeys: 'You have no passkeys yet.',
  loadFailed: 'Your passkeys could not be loaded. Please try again.',
  addedOn: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  syncedBadge: 'Synced across your devices',
  nameLabel: 'Name (optional)',
  nameHint: 'A name helps you tell your passkeys apart, such as “My phone”.',
  addButton: 'Add a passkey',
  adding: 'Waiting for your device...',
  addedTitle: 'Passkey added',
  added: 'Next time you can sign in with this passkey instead of your password.',
  addFailedTitle: 'Passkey not added',
  removeButton: 'Remove',
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removeConfirmTitle: 'Remove this passkey?',
  removeConfirm: (name: string) =>
    `You will no longer be able to sign in with “${name}”. Your password and your other passkeys keep working.`,
  removeCancel: 'Cancel',
  removeConfirmButton: 'Remove passkey',
  removedTitle: 'Passkey removed',
  removeFailedTitle: 'Passkey not removed',
  notSupported: 'This browser cannot use passkeys. You can keep signing in with your password.',

  // Sign-in
  signInButton: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey...',
  signInFailedTitle: 'Passkey sign-in failed',

  // Step-up (confirm it is you before a sensitive action)
  stepUpButton: 'Use a passkey',
  stepUpWaiting: 'Waiting for your passkey...',
  stepUpOr: 'Or enter a code from your authenticator app:',

  // Errors (server)
  signInFailed:
    'We could not sign you in with that passkey. Please try again or sign in with your password.',
  challengeExpired: 'This passkey request has expired or was already used. Please try again.',
  registrationFailed: 'This passkey could not be added. Please try again.',
  stepUpFailed:
    'That passkey could not confirm it is you. Please try again or enter a code from your authenticator app.',
  stepUpNoPasskey: 'You have no passkey on this account. Enter a code from your authenticator app.',
  alreadyRegistered: 'This passkey is already registered.',
  notFound: 'Passkey not found.',
  lastSecondFactor:
    'Staff accounts must keep a second factor. Set up an authenticator app before removing your last passkey.',
  cancelled: 'The passkey request was cancelled or timed out.',
  invalidResponse: 'The passkey answer is not valid.',
  nameTooLong: 'The name can be at most 60 characters',
  defaultName: 'Passkey',
} as const;

/** Passkey names the user gives (or the server derives from the device). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** A credential id is at most 1023 bytes (WebAuthn §5.8.3): 1364 base64url characters. */
const CREDENTIAL_ID_MAX_LENGTH = 1400;
/** Attestation objects and client data are a few KiB; this bounds what is parsed. */
const ENCODED_FIELD_MAX_LENGTH = 16_384;
/** Passkey challenges (registration and sign-in) are single use and live this long. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

const base64url = (max: number) =>
  text({ error: passkeyMessages.invalidResponse })
    .max(max, { error: passkeyMessages.invalidResponse })
    .regex(/^[A-Za-z0-9_-]*$/, { error: passkeyMessages.invalidResponse });

export const passkeyIdSchema = base64url(CREDENTIAL_ID_MAX_LENGTH).min(1, {
  error: passkeyMessages.notFound,
});

const encoded = base64url(ENCODED_FIELD_MAX_LENGTH).min(1, {
  error: passkeyMessages.invalidResponse,
});

const transportsSchema = z.array(text().max(32)).max(10);

const credentialFields = {
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key', { error: passkeyMessages.invalidResponse }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** Only what is read (credProps: did it make a discoverable credential); the rest is dropped. */
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
};

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
export const passkeyRegistrationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: encoded,
      attestationObject: encoded,
      authenticatorData: encoded.optional(),
      transports: transportsSchema.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: encoded.optional(),
    }),
  },
  { error: passkeyMessages.invalidResponse },
);

/** The browser's answer to navigator.credentials.get(). */
export const passkeyAuthenticationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: encoded,
      authenticatorData: encoded,
      signature: encoded,
      userHandle: base64url(ENCODED_FIELD_MAX_LENGTH).optional(),
    }),
  },
  { error: passkeyMessages.invalidResponse },
);

export const passkeyNameSchema = text()
  .trim()
  .max(PASSKEY_NAME_MAX_LENGTH, { error: passkeyMessages.nameTooLong });

export const passkeyRegistrationVerifyInputSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type PasskeyRegistrationVerifyInput = z.infer<typeof passkeyRegistrationVerifyInputSchema>;

export const passkeyAuthenticationVerifyInputSchema = z.object({
  /** Returned with the options: names the single-use challenge this answer signs. */
  challengeId: text({ error: passkeyMessages.challengeExpired }).min(1).max(100),
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeyAuthenticationVerifyInput = z.infer<
  typeof passkeyAuthenticationVerifyInputSchema
>;

/** Step-up: the challenge is bound to the session that asked, so only the answer is sent. */
export const passkeyStepUpVerifyInputSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeyStepUpVerifyInput = z.infer<typeof passkeyStepUpVerifyInputSchema>;

export const removePasskeyInputSchema = z.object({ id: passkeyIdSchema });

/** A passkey as its owner sees it: never the public key or the counter. */
export const passkeySchema = z.object({
  id: text(),
  name: text(),
  createdAt: text(),
  lastUsedAt: text().nullable(),
  /** Synced passkeys (iCloud Keychain, Google Password Manager) survive a lost phone. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema);

/** What registration/verify answers: the new passkey. */
export const passkeyAddedSchema = z.object({ passkey: passkeySchema });

/*
 * The WebAuthn options the server hands the browser, as @simplewebauthn/server generates
 * them (its PublicKeyCredentialCreationOptionsJSON and PublicKeyCredentialRequestOptionsJSON)
 * and @simplewebauthn/browser takes them. Loose objects on purpose: the format is the
 * library's and the WebAuthn spec's, which add members (hints, extensions, new algorithms)
 * from one version to the next, and a zod object drops every key it does not name, so a
 * strict schema would silently take from the browser what a library update put in. The
 * members named here are documented (and checked); every other one passes through as it
 * is. Members are listed in the order the library writes them: a zod object answers its
 * own keys first, in its own order, so the JSON stays byte for byte what it was.
 */

/** A credential the options list (allowed or excluded): `{ id, transports?, type }`. */
const credentialDescriptorSchema = z.looseObject({ id: text() });

/** Options for navigator.credentials.create(): adding a passkey. */
export const passkeyCreationOptionsSchema = z
  .looseObject({
    challenge: text(),
    rp: z.looseObject({ name: text(), id: text().optional() }),
    user: z.looseObject({ id: text(), name: text(), displayName: text() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: text() })),
    timeout: z.number().optional(),
    attestation: text().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z.looseObject({}).optional(),
    extensions: z.looseObject({}).optional(),
    hints: z.array(text()).optional(),
  })
  .meta({
    description:
      'WebAuthn PublicKeyCredentialCreationOptionsJSON (@simplewebauthn/server); members not listed pass through.',
  });

/** Options for navigator.credentials.get(): a passkey sign-in or step-up. */
export const passkeyRequestOptionsSchema = z
  .looseObject({
    rpId: text().optional(),
    challenge: text(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    timeout: z.number().optional(),
    userVerification: text().optional(),
    extensions: z.looseObject({}).optional(),
  })
  .meta({
    description:
      'WebAuthn PublicKeyCredentialRequestOptionsJSON (@simplewebauthn/server); members not listed pass through.',
  });

/** Usernameless sign-in: the options and the id of their single-use challenge (sent back with the answer). */
export const passkeySignInOptionsSchema = z.object({
  challengeId: text(),
  options: passkeyRequestOptionsSchema,
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
export type PasskeySignInOptions = z.infer<typeof passkeySignInOptionsSchema>;
