import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';
import { validationMessages } from './messages';

/** PostgreSQL text cannot hold U+0000; no form or API field has a use for it either. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * The one base of every text input (decision 003): a string without NUL. A NUL is
 * refused here, as a 400 with its own message, instead of failing in the database as a 500.
 * Later checks (trim, length, format) chain on as on z.string().
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, { error: validationMessages.nulCharacter, abort: true });

/** Ids in inputs and paths: opaque text, bounded. */
export const idSchema = text().max(100);

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailSchema = text({ error: validationMessages.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.email })
  .pipe(z.email({ error: validationMessages.email }));

export const newPasswordSchema = text({ error: validationMessages.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: validationMessages.passwordMax });

export const firstNameSchema = text({ error: validationMessages.firstNameRequired })
  .trim()
  .min(1, { error: validationMessages.firstNameRequired })
  .max(NAME_MAX_LENGTH, { error: validationMessages.tooLong });

export const lastNameSchema = text({ error: validationMessages.lastNameRequired })
  .trim()
  .min(1, { error: validationMessages.lastNameRequired })
  .max(NAME_MAX_LENGTH, { error: validationMessages.tooLong });
