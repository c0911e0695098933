import { describe, expect, it } from 'vitest';
import { formatApr, formatCents, formatUsd } from './money';

describe('money', () => {
  it('shows whole dollars without cents and other amounts with cents', () => {
    expect(formatUsd(500)).toBe('$500');
    expect(formatUsd(5000)).toBe('$5,000');
    expect(formatUsd(15.5)).toBe('$15.50');
  });

  it('reads integer cents', () => {
    expect(formatCents(48500)).toBe('$485');
    expect(formatCents(1999)).toBe('$19.99');
  });

  it('writes an APR with two decimals', () => {
    expect(formatApr(37.63)).toBe('37.63%');
    expect(formatApr(24)).toBe('24.00%');
  });
});
