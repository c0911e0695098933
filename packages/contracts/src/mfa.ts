import { z } from 'zod';
import { publicUserSchema } from './auth';
import { text } from './fields';

/**
 * Staff second factor (issue 17): TOTP per RFC 6238, recovery codes, partial sessions and
 * step-up. Decision 021 explains the choices; the numbers here are the ones both sides use.
 */
export const TOTP_ISSUER = 'Benefit Advance';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (clock drift, a code typed late). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A password-only staff session waiting for its code ends this long after sign-in. */
export const PARTIAL_SESSION_MS = 5 * 60_000;
/**
 * A staff session that must first set the second factor up: the same 5 minutes (issue 17:
 * every partial session expires in 5 minutes; scanning a code and typing one back fits).
 */
export const SETUP_SESSION_MS = 5 * 60_000;
/** Changing a role, deleting a document, exporting: the second factor within this time. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

export const sessionStages = ['full', 'second_factor', 'setup_second_factor'] as const;
export const sessionStageSchema = z.enum(sessionStages);
export type SessionStage = z.infer<typeof sessionStageSchema>;

export const mfaMessages = {
  secondFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  setupRequired: 'Set up two-step verification before you continue.',
  stepUpRequired: 'For this action, confirm it is you with your authenticator code.',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not valid or was already used.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code has 6 digits.',
  recoveryCodeFormat: 'Enter a recovery code like abcde-fghij.',
  totpAlreadySetUp: 'Two-step verification is already set up for this account.',
  totpNotStarted: 'Start the setup again: scan the new QR code, then enter its code.',
  staffOnly: 'Two-step verification with an authenticator app is for staff accounts.',
  resetNotAllowed: 'Only the owner can reset the owner account’s two-step verification.',
  resetStaffOnly: 'Only staff accounts have two-step verification to reset.',
  resetDone: 'Two-step verification was reset. They set it up again at their next sign-in.',
  setupTitle: 'Set up two-step verification',
  verifyTitle: 'Two-step verification',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesHint:
    'Each code works once, when you cannot use your authenticator app. Keep them somewhere safe: they are shown only now.',
} as const;

/** Six digits; spaces a user copies along ("123 456") are dropped. */
export const totpCodeSchema = text({ error: mfaMessages.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: mfaMessages.codeFormat }));

/** Recovery codes are 10 base32 characters, shown as two groups of five (xxxxx-xxxxx). */
export const recoveryCodeSchema = text({ error: mfaMessages.recoveryCodeFormat })
  .max(40, { error: mfaMessages.recoveryCodeFormat })
  .transform((v) => v.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, { error: mfaMessages.recoveryCodeFormat }));

/** `{ code }` or `{ recoveryCode }`, exactly one of them. */
export const mfaVerifyInputSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    error: mfaMessages.codeRequired,
    path: ['code'],
  });
export type MfaVerifyInput = z.infer<typeof mfaVerifyInputSchema>;

export const confirmTotpInputSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.infer<typeof confirmTotpInputSchema>;

export const totpSetupSchema = z.object({ secret: text(), otpauthUrl: text() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(text()).length(RECOVERY_CODE_COUNT),
});

export const mfaVerifiedSchema = z.object({ user: publicUserSchema });

export const mfaStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.number().int(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** auth.session: how far the caller's sign-in got; null when signed out. */
export const sessionInfoSchema = z
  .object({
    stage: sessionStageSchema,
    secondFactorAt: text().nullable(),
    hasSecondFactor: z.boolean(),
  })
  .nullable();
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** auth.login over tRPC: the user, and how far the sign-in got. */
export const loginResultSchema = z.object({ user: publicUserSchema, stage: sessionStageSchema });

export const resetUserMfaInputSchema = z.object({ userId: text().max(100) });
