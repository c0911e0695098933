import { announcementMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { resolveExpiry } from './expiry';

const now = new Date('2026-11-21T15:30:00Z');

const refusal = (value: string) => {
  try {
    resolveExpiry(value, now);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`${value} was accepted`);
};

describe('resolveExpiry', () => {
  it('reads no expiry as never', () => {
    expect(resolveExpiry(null, now)).toBeNull();
    expect(resolveExpiry(undefined, now)).toBeNull();
  });

  it('keeps a date-time and reads a plain date as the end of that day (UTC)', () => {
    expect(resolveExpiry('2026-12-01T09:00:00-05:00', now)?.toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(resolveExpiry('2026-11-21', now)?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(resolveExpiry('2028-02-29', now)?.toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });

  it('refuses a moment that has passed, or is now', () => {
    const past = { code: 'BAD_REQUEST', message: announcementMessages.expiryPast };
    expect(refusal('2026-11-20')).toEqual(past);
    expect(refusal('2026-11-21T15:29:59Z')).toEqual(past);
    expect(refusal(now.toISOString())).toEqual(past);
  });

  it('refuses a day that does not exist', () => {
    const invalid = { code: 'BAD_REQUEST', message: announcementMessages.expiryInvalid };
    expect(refusal('2027-02-29')).toEqual(invalid);
    expect(refusal('2026-13-01')).toEqual(invalid);
  });
});
