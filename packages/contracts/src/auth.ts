import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, newPasswordSchema, text } from './fields';
import { localeSchema } from './i18n/locale-schema';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { authMessages, validationMessages } from './messages';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

/** What the API says about a user: never a hash, a token or a session id. */
export const publicUserSchema = z.object({
  id: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  phone: text().nullable(),
  role: roleSchema,
  /** Issue 20: the account's language, so the app and e-mails speak it after sign-in. */
  locale: localeSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A person named in a staff view (an actor, a recipient, a thread's customer): who, no more. */
export const userRefSchema = publicUserSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
});

/** The answer to signing in or creating an account. */
export const signedInSchema = z.object({ user: publicUserSchema });

/** A row of the staff Users tab: `roleLocked` marks the configured super admin. */
export const adminUserSchema = publicUserSchema.extend({
  createdAt: text(),
  roleLocked: z.boolean(),
  /** Disabled by a super admin (issue 17): cannot sign in, every session ended. */
  disabled: z.boolean(),
  /** Issue 20: the customer's language (staff screens stay English but show it). */
  locale: localeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number(),
});

/**
 * Sign-in only checks presence: an e-mail that is not an address simply does not match,
 * and the spec's single message covers both missing fields.
 */
export const loginInputSchema = z.object({
  email: text({ error: authMessages.missingFields })
    .trim()
    .toLowerCase()
    .min(1, { error: authMessages.missingFields })
    .max(EMAIL_MAX_LENGTH, { error: authMessages.invalidCredentials }),
  password: text({ error: authMessages.missingFields })
    .min(1, { error: authMessages.missingFields })
    .max(PASSWORD_MAX_LENGTH, { error: authMessages.invalidCredentials }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const createAccountInputSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: newPasswordSchema,
});
export type CreateAccountInput = z.infer<typeof createAccountInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** The answer of a write that has nothing else to say (sign-out, password reset, removals). */
export const okSchema = z.object({ ok: z.literal(true) });

/** The answer to forgot-password: the same sentence whether or not the account exists. */
export const passwordResetRequestedSchema = z.object({ message: text() });

export const resetPasswordInputSchema = z.object({
  token: text({ error: authMessages.invalidResetLink })
    .trim()
    .min(1, { error: authMessages.invalidResetLink })
    .max(200, { error: authMessages.invalidResetToken }),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The reset screen's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    error: validationMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const userByEmailInputSchema = z.object({ email: emailSchema });
export const userByEmailSchema = z.object({ id: text() });

/** Where to go after signing in: a same-site path only, never another origin. */
export const safeNextPath = (next: unknown): string => {
  if (typeof next !== 'string') return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
};
