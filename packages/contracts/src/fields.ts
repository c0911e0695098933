import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';
import { validationMessages } from './messages';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: validationMessages.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.email })
  .pipe(z.email({ error: validationMessages.email }));

export const newPasswordSchema = z
  .string({ error: validationMessages.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: validationMessages.passwordMax });

export const firstNameSchema = z
  .string({ error: validationMessages.firstNameRequired })
  .trim()
  .min(1, { error: validationMessages.firstNameRequired })
  .max(NAME_MAX_LENGTH, { error: validationMessages.tooLong });

export const lastNameSchema = z
  .string({ error: validationMessages.lastNameRequired })
  .trim()
  .min(1, { error: validationMessages.lastNameRequired })
  .max(NAME_MAX_LENGTH, { error: validationMessages.tooLong });
