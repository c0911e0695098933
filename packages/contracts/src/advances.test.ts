import { describe, expect, it } from 'vitest';
import { advanceMessages, dollarsToCentsSchema, recordPaymentInputSchema } from './advances';

describe('dollarsToCentsSchema', () => {
  it('turns dollars into whole cents, from one cent up', () => {
    expect(dollarsToCentsSchema.parse(0.01)).toBe(1);
    expect(dollarsToCentsSchema.parse(149.5)).toBe(14_950);
    expect(dollarsToCentsSchema.parse(0.1 + 0.2)).toBe(30);
  });

  it('refuses what would be zero cents (1e-9, 0.004), zero, negatives and three decimals', () => {
    for (const amount of [1e-9, 1e-7, 0.004, 0, -1, 0.015, Number.NaN, Infinity]) {
      const parsed = dollarsToCentsSchema.safeParse(amount);
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(advanceMessages.amountInvalid);
    }
  });

  it('is what every money input uses', () => {
    const parsed = recordPaymentInputSchema.safeParse({
      id: '00000000-0000-4000-8000-000000000000',
      amount: 1e-9,
      receivedAt: '2026-11-02',
      method: 'check',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: advanceMessages.amountInvalid,
    });
  });
});
