import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('uses randomUUID when the browser offers it', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('falls back to 128 random bits outside a secure context', () => {
    const key = newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
