import {
  marketing,
  publicPageFigures,
  quoteAdvance,
  representativeAprRange,
} from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { formatApr, formatUsd } from '../../lib/money';
import { aprRangeStatement } from './public-figures';

describe('public page figures', () => {
  it('read exactly as every other screen writes money, rates and dates', () => {
    for (const day of ['2024-12-03', '2025-12-31', '2026-02-28', '2028-02-29']) {
      const figures = publicPageFigures(day);
      const quote = quoteAdvance({
        amount: marketing.example.amount,
        schedule: marketing.example.schedule,
        from: day,
      });
      expect(figures.exampleAmount).toBe(formatUsd(quote.amount));
      expect(figures.exampleFee).toBe(formatUsd(quote.fee));
      expect(figures.exampleAmountReceived).toBe(formatUsd(quote.amountFinanced));
      expect(figures.exampleTotalOfPayments).toBe(formatUsd(quote.totalOfPayments));
      expect(figures.exampleApr).toBe(formatApr(quote.apr));
      expect(figures.exampleDueDate).toBe(formatDate(quote.dueDate));
    }
  });

  it('state the computed APR range', () => {
    const { min, max } = representativeAprRange();
    expect(aprRangeStatement(publicPageFigures('2026-07-01'))).toBe(
      `APRs from ${formatApr(min)} to ${formatApr(max)} for a single advance repaid on your next benefit date`,
    );
  });
});
