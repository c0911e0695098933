import { validationMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { assertPasswordNotCommon, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the most common breached passwords, whatever their case', async () => {
    for (const password of ['password', '12345678', 'password123', 'Password123', 'QWERTY123']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords through', async () => {
    for (const password of ['correct horse battery', 'root-password-123', 'Secret-1a2b3c4d-pass']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses with the contract message on the named field', async () => {
    const error = await assertPasswordNotCommon('iloveyou1', 'newPassword').catch((e) => e);
    expect(isDomainError(error) && error.code).toBe('BAD_REQUEST');
    expect(isDomainError(error) && error.details.fieldErrors).toEqual({
      newPassword: validationMessages.passwordTooCommon,
    });
    await expect(assertPasswordNotCommon('a much better secret')).resolves.toBeUndefined();
  });
});
