import { describe, expect, it } from 'vitest';
import { parseSearch, searchText, stringifySearch } from './search-params';

/** One value of a query string, as a route's validateSearch would read it. */
const read = (query: string, key: string) =>
  searchText((parseSearch(query) as Record<string, unknown>)[key]);

describe('search params', () => {
  it('keeps token-like values as the exact text', () => {
    expect(read('?token=1e52', 'token')).toBe('1e52');
    expect(read('?next=%2Fdashboard%3Fa%3D1', 'next')).toBe('/dashboard?a=1');
  });

  it('restores numeric-looking values losslessly', () => {
    expect(read('?token=0123', 'token')).toBe('0123');
    expect(read('?token=123456', 'token')).toBe('123456');
    expect(read('?token=12345678901234567890', 'token')).toBe('12345678901234567890');
    expect(read('?token=true', 'token')).toBe('true');
  });

  it('writes plain strings unquoted', () => {
    expect(stringifySearch({ next: '/messages' })).toBe('?next=%2Fmessages');
  });

  it('ignores values that are not text', () => {
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText({ a: 1 })).toBeUndefined();
  });
});
