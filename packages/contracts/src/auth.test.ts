import { describe, expect, it } from 'vitest';
import {
  createAccountInputSchema,
  loginInputSchema,
  resetPasswordFormSchema,
  resetPasswordInputSchema,
  safeNextPath,
} from './auth';
import { authMessages, validationMessages } from './messages';

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('normalises e-mails to trimmed lower case', () => {
    const parsed = createAccountInputSchema.parse({
      email: '  Ada@Example.COM ',
      firstName: ' Ada ',
      lastName: 'Lovelace',
      password: 'long enough',
    });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.firstName).toBe('Ada');
  });

  it.each([
    [{ email: 'nope' }, validationMessages.email],
    [{ password: '1234567' }, validationMessages.passwordMin],
    [{ password: 'x'.repeat(257) }, validationMessages.passwordMax],
    [{ firstName: '' }, validationMessages.firstNameRequired],
    [{ lastName: ' ' }, validationMessages.lastNameRequired],
  ])('gives the spec text for %o', (patch, message) => {
    const base = { email: 'a@b.co', firstName: 'A', lastName: 'B', password: 'long enough' };
    expect(firstError(createAccountInputSchema.safeParse({ ...base, ...patch }))).toBe(message);
  });

  it('accepts exactly 8 characters as a password', () => {
    const base = { email: 'a@b.co', firstName: 'A', lastName: 'B' };
    expect(createAccountInputSchema.safeParse({ ...base, password: '12345678' }).success).toBe(
      true,
    );
  });
});

describe('login schema', () => {
  it('asks for both fields with one message', () => {
    expect(firstError(loginInputSchema.safeParse({ email: '', password: 'x' }))).toBe(
      authMessages.missingFields,
    );
    expect(firstError(loginInputSchema.safeParse({ email: 'a@b.co' }))).toBe(
      authMessages.missingFields,
    );
  });
});

describe('reset schemas', () => {
  it('needs a token, with the spec text', () => {
    expect(
      firstError(resetPasswordInputSchema.safeParse({ token: ' ', newPassword: 'long enough' })),
    ).toBe(authMessages.invalidResetLink);
  });

  it('checks that the two passwords match, on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({
      password: 'long enough',
      confirmPassword: 'different',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: validationMessages.passwordsDontMatch,
      path: ['confirmPassword'],
    });
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/messages?x=1', '/messages?x=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
