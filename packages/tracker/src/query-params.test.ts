import { describe, expect, it } from 'vitest';
import { queryObject, withoutQuery } from './query-params';

describe('queryObject', () => {
  it('turns the query into an object, campaign fields included', () => {
    expect(queryObject('?utm_source=news&utm_medium=email&next=%2Fdashboard')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      next: '/dashboard',
    });
    expect(queryObject('')).toEqual({});
  });

  it('leaves out keys that may hold secrets or personal data', () => {
    expect(queryObject('?token=abc&password=x&api_key=k&email=a@b.c&auth=1&code=9&page=2')).toEqual(
      { page: '2' },
    );
  });

  it('keeps at most the 20 keys the server takes', () => {
    const search = `?${Array.from({ length: 30 }, (_, i) => `k${i}=${i}`).join('&')}`;
    expect(Object.keys(queryObject(search))).toHaveLength(20);
  });
});

describe('withoutQuery', () => {
  it('drops the query and fragment of a referrer', () => {
    expect(withoutQuery('https://www.google.com/search?q=cash+advance#top')).toBe(
      'https://www.google.com/search',
    );
    expect(withoutQuery('')).toBe('');
  });
});
