import { mfaMessages, recoveryCodeSchema, totpCodeSchema } from '@advance/contracts';

export type CodeKind = 'totp' | 'recovery';

/** What the second-factor procedures take: a TOTP code or a recovery code. */
export type CodeInput = { code: string } | { recoveryCode: string };

/**
 * The typed code, checked with the procedures' own schemas before it is sent (spaces and
 * dashes people copy along are dropped). Returns the input or the field's error text.
 */
export function readCode(kind: CodeKind, raw: string): { input: CodeInput } | { error: string } {
  if (!raw.trim())
    return { error: kind === 'totp' ? mfaMessages.codeRequired : mfaMessages.recoveryCodeFormat };
  const schema = kind === 'totp' ? totpCodeSchema : recoveryCodeSchema;
  const parsed = schema.safeParse(kind === 'totp' ? raw.replace(/-/g, '') : raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '' };
  return { input: kind === 'totp' ? { code: parsed.data } : { recoveryCode: parsed.data } };
}
