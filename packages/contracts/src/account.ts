import { z } from 'zod';
import { idSchema, newPasswordSchema, text } from './fields';
import { PASSWORD_MAX_LENGTH } from './limits';
import { validationMessages } from './messages';

/**
 * Texts of the account's security parts (issue 17): the sessions list, changing the
 * password, disabling accounts and the security e-mails.
 */
export const accountMessages = {
  // Sessions
  sessionsTitle: 'Where you are signed in',
  sessionsDescription:
    'These devices are signed in to your account. If you do not recognise one, sign it out and change your password.',
  sessionsLoadFailed: 'Your sessions could not be loaded. Please try again.',
  sessionsEmpty: 'No other device is signed in.',
  thisDevice: 'This device',
  placeUnknown: 'Place unknown',
  signedInAt: 'Signed in',
  lastActive: 'Last active',
  ipAddress: 'Address',
  signOutSession: 'Sign out',
  signOutSessionLabel: (device: string) => `Sign out ${device}`,
  sessionRevokedTitle: 'Signed out',
  sessionRevoked: 'That device has been signed out.',
  revokeOthers: 'Sign out everywhere else',
  revokeOthersConfirmTitle: 'Sign out everywhere else?',
  revokeOthersConfirm:
    'Every other device signed in to your account will be signed out at once. This device stays signed in.',
  revokeOthersCancel: 'Cancel',
  revokeOthersConfirmButton: 'Sign out other devices',
  revokedOthersTitle: 'Signed out everywhere else',
  revokedOthers: (count: number) =>
    count === 1 ? '1 other device was signed out.' : `${count} other devices were signed out.`,
  revokeFailedTitle: 'Could not sign out',
  revokeFailed: 'The device could not be signed out. Please try again.',
  sessionNotFound: 'That session was not found. It may have ended already.',
  devices: { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet' },
  unknownBrowser: 'Unknown browser',
  unknownOs: 'unknown system',
  deviceDescription: (browser: string, os: string) => `${browser} on ${os}`,

  // Change password
  passwordTitle: 'Change password',
  passwordDescription:
    'Enter your current password, then the new one. Every other device will be signed out.',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSameAsCurrent: 'The new password must be different from the current one',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  passwordChangeFailed: 'Your password could not be changed. Please try again.',

  // Disable / enable (super admin)
  accountDisabledTitle: 'Account disabled',
  accountEnabledTitle: 'Account enabled',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDisableOwner: 'The owner account cannot be disabled.',
  disabledBadge: 'Disabled',
  disabledInvalid: 'disabled must be true or false',
} as const;

/** The security e-mails a user receives (sendSecurityNotice in core). */
export const securityNoticeKinds = [
  'password_changed',
  'passkey_added',
  'second_factor_reset',
  'new_device_sign_in',
  'second_factor_added',
  'second_factor_failures',
] as const;
export type SecurityNoticeKind = (typeof securityNoticeKinds)[number];

export const securityNoticeMessages: Record<SecurityNoticeKind, { subject: string; body: string }> =
  {
    password_changed: {
      subject: 'Your password was changed',
      body: 'The password of your account was just changed, and every other device was signed out.',
    },
    passkey_added: {
      subject: 'A passkey was added to your account',
      body: 'A new passkey was just added to your account. It can be used to sign in without a password. If you did not add it, remove it at once under Passkeys on your account page (/account) and contact us: changing your password does not remove a passkey.',
    },
    second_factor_reset: {
      subject: 'Your second sign-in step was reset',
      body: 'An administrator reset the second sign-in step of your account: your authenticator app, your recovery codes and your passkeys were removed. You will be asked to set up a second step again when you next sign in.',
    },
    new_device_sign_in: {
      subject: 'New sign-in to your account',
      body: 'Your account was just signed in to from a device it has not used before.',
    },
    second_factor_added: {
      subject: 'Two-step verification was set up on your account',
      body: 'An authenticator app was just set up as the second sign-in step of your account.',
    },
    second_factor_failures: {
      subject: 'Many wrong sign-in codes for your account',
      body: 'Someone entered many wrong codes for the second sign-in step of your account, so codes are refused for a while. Your password may be known to someone else: change it on your account page (/account).',
    },
  };

export const securityNoticeTexts = {
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  whenLabel: 'When',
  deviceLabel: 'Device',
  placeLabel: 'Approximate place',
  addressLabel: 'Address',
  notYou:
    'If this was you, there is nothing to do. If it was not, change your password at once and contact us.',
} as const;

/** Device kinds as the sessions list reports them (read from the User-Agent). */
export const deviceTypes = ['desktop', 'mobile', 'tablet'] as const;

/** One signed-in session of the caller, for the account page (`auth.sessions.list`). */
export const accountSessionSchema = z.object({
  id: text(),
  current: z.boolean(),
  device: z.enum(deviceTypes),
  browser: text(),
  os: text(),
  /** "City, Region, Country" from the address when a location database is configured. */
  place: text().nullable(),
  createdAt: text(),
  lastActiveAt: text(),
  ipAddress: text().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

export const revokeSessionInputSchema = z.object({
  id: idSchema.min(1, { error: accountMessages.sessionNotFound }),
});
export const revokeOthersResultSchema = z.object({ revoked: z.number() });

export const changePasswordInputSchema = z.object({
  currentPassword: text({ error: accountMessages.currentPasswordRequired })
    .min(1, { error: accountMessages.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: accountMessages.currentPasswordWrong }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The account page's form: the new password twice, compared in the browser. */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: text() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: validationMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const setUserStatusInputSchema = z.object({
  id: idSchema,
  disabled: z.boolean({ error: accountMessages.disabledInvalid }),
});
