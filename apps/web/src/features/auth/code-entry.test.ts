import { mfaMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { readCode } from './code-entry';

describe('readCode', () => {
  it('takes six digits, dropping the spaces and dashes apps show', () => {
    expect(readCode('totp', ' 123 456 ')).toEqual({ input: { code: '123456' } });
    expect(readCode('totp', '123-456')).toEqual({ input: { code: '123456' } });
  });

  it('refuses an empty or malformed code with the procedure texts', () => {
    expect(readCode('totp', '  ')).toEqual({ error: mfaMessages.codeRequired });
    expect(readCode('totp', '12345')).toEqual({ error: mfaMessages.codeFormat });
    expect(readCode('totp', '12345a')).toEqual({ error: mfaMessages.codeFormat });
    expect(readCode('totp', '1234567')).toEqual({ error: mfaMessages.codeFormat });
  });

  it('normalises a recovery code as the server does, and refuses a malformed one', () => {
    expect(readCode('recovery', ' ABCDE-fghij ')).toEqual({
      input: { recoveryCode: 'abcdefghij' },
    });
    expect(readCode('recovery', 'abc')).toEqual({ error: mfaMessages.recoveryCodeFormat });
  });
});
