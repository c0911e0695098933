import { describe, expect, it } from 'vitest';
import { lastPageOffset, pageInfo } from './pagination';

describe('pageInfo', () => {
  it('describes the first, a middle and the last page', () => {
    expect(pageInfo(0, 20, 45)).toEqual({
      rangeText: 'Showing 1–20 of 45',
      hasPrevious: false,
      hasNext: true,
    });
    expect(pageInfo(20, 20, 45).rangeText).toBe('Showing 21–40 of 45');
    expect(pageInfo(40, 5, 45)).toEqual({
      rangeText: 'Showing 41–45 of 45',
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('says nothing for an empty list', () => {
    expect(pageInfo(0, 0, 0)).toEqual({ rangeText: '', hasPrevious: false, hasNext: false });
  });

  it('fits a single short page', () => {
    expect(pageInfo(0, 1, 1)).toEqual({
      rangeText: 'Showing 1–1 of 1',
      hasPrevious: false,
      hasNext: false,
    });
  });
});

describe('lastPageOffset', () => {
  it('finds the start of the last page', () => {
    expect(lastPageOffset(45, 20)).toBe(40);
    expect(lastPageOffset(40, 20)).toBe(20);
    expect(lastPageOffset(0, 20)).toBe(0);
  });
});

describe('pageInfo with a capped total', () => {
  it('says "+" and keeps Next available', () => {
    expect(pageInfo(0, 20, 10_000, true)).toEqual({
      rangeText: 'Showing 1–20 of 10,000+',
      hasPrevious: false,
      hasNext: true,
    });
  });
  it('groups thousands in an exact total', () => {
    expect(pageInfo(1_000, 20, 4_321).rangeText).toBe('Showing 1,001–1,020 of 4,321');
  });
});
